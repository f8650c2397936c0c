import { BODY_TYPE_LABELS, formatBrandTitle, formatOfferCount, formatShortList, FUEL_TYPE_LABELS, type CarSeriesListItem, type CustomerGroup } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { CarPicture } from '../../../../components/car-picture';
import { modelPath } from '../../lib/catalogue-paths';
import { offerFigures } from './offer-card';
import { PriceFigureTips } from './price-figures';
import { Rate } from './rate';
import { RateTerms } from './rate-terms';

/**
 * A level-one card: a car series with its number of offers and the cheapest rate, with that rate's
 * terms and factors. `priority`: the listing's first card, whose picture is the page's LCP element.
 */
export function SeriesCard({ series, group, priority = false }: { series: CarSeriesListItem; group: CustomerGroup; priority?: boolean }) {
  const cheapest = series.cheapest_offer;
  const title = formatBrandTitle(`${series.manufacturer_display_name} ${series.car_series_name}`);
  return (
    <article className="offer-card">
      <CarPicture src={series.image_url} alt={`Zeichnung: ${title}, ${BODY_TYPE_LABELS[series.body_type]}`} priority={priority} />
      <div className="offer-card__body">
        <h3 className="offer-card__title">
          <Link to={modelPath({ ...series, manufacturer_name: series.manufacturer_name }, group)} className="offer-card__link">
            {title}
          </Link>
        </h3>
        <p className="offer-card__variant">
          {BODY_TYPE_LABELS[series.body_type]} · {formatShortList(series.fuel_types.map((fuel) => FUEL_TYPE_LABELS[fuel]))}
        </p>
        <Rate cents={series.cheapest_finance_rate_cents} group={group} from />
        {cheapest && (
          <RateTerms
            months={cheapest.months}
            kmPerYear={cheapest.km_per_year}
            downpaymentCents={cheapest.downpayment_cents}
            oneTimeCostsCents={cheapest.one_time_costs_cents}
            group={group}
          />
        )}
        <p className="offer-card__facts">
          {formatOfferCount(series.offers_count)}
          {cheapest && (
            <>
              {' · '}
              <PriceFigureTips figures={offerFigures(cheapest)} group={group} />
            </>
          )}
        </p>
      </div>
    </article>
  );
}
