import { COLOUR_LABELS, DELIVERY_TIME_BAND_LABELS, formatCents, formatShortList, type CustomerGroup, type PackageDto } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { offerPath } from '../../lib/catalogue-paths';
import { oneOffPriceLabel } from '../../lib/price-labels';
import { offerFigures } from '../shared/offer-card';
import { PriceFigureTips } from '../shared/price-figures';
import { Rate } from '../shared/rate';
import { RateTerms } from '../shared/rate-terms';

/** One pre-configured package: colour, equipment, delivery time and its rate for the term. */
export function PackageCard({ item, group, current }: { item: PackageDto; group: CustomerGroup; current: boolean }) {
  const colour = COLOUR_LABELS[item.show_color_as as keyof typeof COLOUR_LABELS] ?? item.show_color_as;
  const equipment = item.extra_equipment.map((e) => e.label);
  const term = `?months=${item.months}&km_per_year=${item.km_per_year}`;
  return (
    <article className="offer-card package-card" aria-current={current ? 'true' : undefined}>
      <div className="offer-card__body">
        <h3 className="offer-card__title">
          <Link to={offerPath(item, group, term)} className="offer-card__link">
            {item.name} in {colour}
          </Link>
        </h3>
        {current && <p className="package-card__current">Ihr gewähltes Paket</p>}
        <ul className="tags" aria-label="Merkmale">
          <li>{DELIVERY_TIME_BAND_LABELS[item.delivery_time]}</li>
        </ul>
        <p className="package-card__equipment">{equipment.length > 0 ? `Ausstattung: ${formatShortList(equipment)}` : 'Serienausstattung'}</p>
        <Rate cents={item.finance_rate_cents} group={group} />
        <RateTerms months={item.months} kmPerYear={item.km_per_year} downpaymentCents={item.downpayment_cents} oneTimeCostsCents={item.one_time_costs_cents} group={group} />
        <p className="offer-card__facts">
          Listenpreis {formatCents(item.list_price_cents)} {oneOffPriceLabel(group)} · <PriceFigureTips figures={offerFigures(item)} group={group} />
        </p>
      </div>
    </article>
  );
}
