import {
  BODY_TYPE_LABELS,
  COLOUR_LABELS,
  formatBrandTitle,
  FUEL_TYPE_LABELS,
  GEAR_TYPE_LABELS,
  priceFiguresOf,
  truncateName,
  type CustomerGroup,
  type OfferListItem,
  type PriceFigures,
} from '@autoleasing/contracts';
import { Link } from 'react-router';
import { CarPicture } from '../../../../components/car-picture';
import { offerPath } from '../../lib/catalogue-paths';
import { PriceFigureTips } from './price-figures';
import { Rate } from './rate';
import { RateTerms } from './rate-terms';

/** The figures of exactly the rate a card shows (issue 16), by the one formula of contracts. */
export function offerFigures(offer: Pick<OfferListItem, 'finance_rate_cents' | 'list_price_cents' | 'downpayment_cents' | 'one_time_costs_cents'> & { months: number | null }): PriceFigures {
  return priceFiguresOf({
    rateCents: offer.finance_rate_cents,
    listPriceCents: offer.list_price_cents,
    downpaymentCents: offer.downpayment_cents,
    oneTimeCostsCents: offer.one_time_costs_cents,
    months: offer.months ?? 0,
  });
}

/**
 * A level-two card: one offer with its rate, the rate's terms, Leasingfaktor, Gesamtkostenfaktor and
 * price rating. `priority`: the listing's first card, whose picture is the page's LCP element.
 */
export function OfferCard({ offer, group, priority = false }: { offer: OfferListItem; group: CustomerGroup; priority?: boolean }) {
  const figures = offerFigures(offer);
  const title = formatBrandTitle(`${offer.manufacturer_display_name} ${offer.car_series_name}`);
  const colour = COLOUR_LABELS[offer.color as keyof typeof COLOUR_LABELS];
  return (
    <article className="offer-card">
      <CarPicture src={offer.image_url} alt={`Zeichnung: ${title}, ${BODY_TYPE_LABELS[offer.body_type]}${colour ? ` in ${colour}` : ''}`} priority={priority} />
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
        <RateTerms
          months={offer.months}
          kmPerYear={offer.km_per_year}
          downpaymentCents={offer.downpayment_cents}
          oneTimeCostsCents={offer.one_time_costs_cents}
          group={group}
        />
        <p className="offer-card__facts">
          <PriceFigureTips figures={figures} group={group} />
        </p>
        <p className="price-rating" data-score={Math.round(figures.rating.score)}>
          {figures.rating.label}
        </p>
      </div>
    </article>
  );
}
