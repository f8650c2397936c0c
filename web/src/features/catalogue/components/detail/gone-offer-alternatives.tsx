import type { OfferListItem } from '@autoleasing/contracts';
import { useSearchOffers } from '../../api/search-offers';
import { useCustomerGroup } from '../../lib/customer-group';
import { goneOfferAlternatives } from '../../lib/gone-offer';
import { OfferCard } from '../shared/offer-card';
import '../catalogue.css';

/** On the 404 of a car that is gone: offers like it, so the visitor is not left at a dead end. */
export function GoneOfferAlternatives({ variation }: { variation: string }) {
  const { group } = useCustomerGroup();
  const answer = useSearchOffers<OfferListItem>(goneOfferAlternatives(variation, group)).data;
  if (!answer?.results.length) return null;
  return (
    <section className="gone-offer-alternatives" aria-labelledby="gone-offer-alternatives-title">
      <h2 id="gone-offer-alternatives-title">Ähnliche Angebote</h2>
      <ul className="card-grid">
        {answer.results.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} group={group} />
          </li>
        ))}
      </ul>
    </section>
  );
}
