import { BODY_TYPE_LABELS, COLOUR_LABELS, formatBrandTitle, FUEL_TYPE_LABELS, GEAR_TYPE_LABELS, truncateName, type CustomerGroup, type OfferListItem } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { CarPicture } from '../../../../components/car-picture';
import { offerPath } from '../../lib/catalogue-paths';
import { Rate } from './rate';

/** A level-two card: one offer with its rate, Leasingfaktor and price rating. */
export function OfferCard({ offer, group }: { offer: OfferListItem; group: CustomerGroup }) {
  const title = formatBrandTitle(`${offer.manufacturer_display_name} ${offer.car_series_name}`);
  const colour = COLOUR_LABELS[offer.color as keyof typeof COLOUR_LABELS];
  return (
    <article className="offer-card">
      <CarPicture src={offer.image_url} alt={`Zeichnung: ${title}, ${BODY_TYPE_LABELS[offer.body_type]}${colour ? ` in ${colour}` : ''}`} />
      <div className="offer-card__body">
        <h3 className="offer-card__title">
          <Link to={offerPath(offer, group)} className="offer-card__link">
            {title}
          </Link>
        </h3>
        <p className="offer-card__variant" title={offer.name}>
          {truncateName(offer.trim_level ? `${offer.trim_level}` : offer.name)} · {offer.horsepower} PS
        </p>
        <ul className="tags" aria-label="Merkmale">
          <li>{FUEL_TYPE_LABELS[offer.fuel_type]}</li>
          <li>{GEAR_TYPE_LABELS[offer.gear_type]}</li>
          <li>{offer.inventory_type_i18n}</li>
          {offer.hot_offer && <li className="tags__hot">Hot Deal</li>}
        </ul>
        <Rate cents={offer.finance_rate_cents} group={group} />
        <p className="offer-card__facts">
          {offer.months && offer.km_per_year ? `${offer.months} Monate · ${offer.km_per_year.toLocaleString('de-DE')} km/Jahr · ` : ''}
          Leasingfaktor {offer.leasing_factor.toLocaleString('de-DE', { minimumFractionDigits: 2 })}
        </p>
        <p className="price-rating" data-score={Math.round(offer.price_rating.score)}>
          {offer.price_rating.label}
        </p>
      </div>
    </article>
  );
}
