import { SPECIAL_OFFERS_LISTING } from '../../lib/listing-pages';
import { OfferSearch } from './offer-search';

/** /leasing-sonderangebote: offers flagged sonderangebote (level two). */
export function SpecialOffersPage() {
  return (
    <OfferSearch
      title="Sonderangebote"
      intro={<p>Zeitlich begrenzte Leasing-Aktionen unserer Partnerhändler.</p>}
      {...SPECIAL_OFFERS_LISTING}
    />
  );
}
