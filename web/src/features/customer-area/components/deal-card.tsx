import { formatDateTime, type CustomerDealCardDto } from '@autoleasing/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { CarPicture } from '../../../components/car-picture';
import { archiveDeal } from '../api/customer-area-api';
import { DealFacts } from './deal-facts';
import { DealLink } from './deal-link';

interface DealCardProps {
  deal: CustomerDealCardDto;
  /** Called after the archive succeeded (spec 4.7: refresh the dashboard or the list). */
  onArchived: (dealId: string) => Promise<void> | void;
}

/** One deal as a card: car, state, rate, the way on, and archiving while the checkout is open. */
export function DealCard({ deal, onArchived }: DealCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const title = `${deal.manufacturer_name} ${deal.car_series_name}`;
  const headingId = `deal-${deal.id}-title`;

  async function archive() {
    setArchiving(true);
    try {
      await archiveDeal(deal.id);
      await onArchived(deal.id);
    } catch {
      // The client showed the toast (or the 404 page); the card comes back.
      setArchiving(false);
      setConfirming(false);
    }
  }

  return (
    <article className={`ca-card${archiving ? ' ca-card--archiving' : ''}`} aria-labelledby={headingId} aria-busy={archiving || undefined} data-deal-id={deal.id}>
      <CarPicture src={deal.image_public_url} alt="" className="ca-card__picture" />
      <div className="ca-card__body">
        <h3 id={headingId} className="ca-card__title">
          {title}
        </h3>
        <p className="ca-card__model">{deal.car_model_name}</p>
        <p className="ca-card__state">
          <span className="ca-badge">{deal.state_label}</span>
        </p>
        <DealFacts
          deal={deal}
          before={
            deal.order_number && (
              <div>
                <dt>Bestellnummer</dt>
                <dd>{deal.order_number}</dd>
              </div>
            )
          }
          after={
            <div>
              <dt>Stand</dt>
              <dd>
                <time dateTime={deal.updated_at}>{formatDateTime(deal.updated_at)}</time>
              </dd>
            </div>
          }
        />
        <div className="ca-card__actions">
          <DealLink href={deal.resume_href} className="button button--compact">
            {deal.state_group === 'checkout_in_progress' || deal.state_group === null ? 'Bestellung fortsetzen' : 'Details ansehen'}
            <span className="visually-hidden"> – {title}</span>
          </DealLink>
          {deal.shop_available && (
            <Link to={`/customer/shop/${deal.id}`} className="button button--compact button--secondary">
              Zusatzangebote<span className="visually-hidden"> für {title}</span>
            </Link>
          )}
          {deal.archivable && !confirming && (
            <button type="button" className="button button--compact button--ghost" onClick={() => setConfirming(true)} disabled={archiving}>
              Archivieren<span className="visually-hidden"> – {title}</span>
            </button>
          )}
        </div>
        {confirming && (
          <div className="ca-confirm" role="group" aria-label={`${title} archivieren?`}>
            <p>Möchten Sie diese Bestellung wirklich archivieren? Sie wird danach nicht mehr angezeigt.</p>
            <button type="button" className="button button--compact button--danger" onClick={() => void archive()} disabled={archiving} autoFocus>
              Ja, archivieren
            </button>
            <button type="button" className="button button--compact button--ghost" onClick={() => setConfirming(false)} disabled={archiving}>
              Abbrechen
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
