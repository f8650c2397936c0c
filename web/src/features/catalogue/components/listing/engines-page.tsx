import { FUEL_TYPE_LABELS, GEAR_TYPE_LABELS, formatBrandName, formatCents, formatOfferCount } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { withCustomerType } from '../../../../lib/customer-type';
import { useCarSeriesDetail } from '../../api/car-series-detail';
import { useCustomerGroup } from '../../lib/customer-group';
import { offerPath } from '../../lib/catalogue-paths';
import { monthlyPriceLabel, oneOffPriceLabel } from '../../lib/price-labels';
import { GroupSwitch } from '../shared/group-switch';
import { offerFigures } from '../shared/offer-card';
import { PriceFigureTips } from '../shared/price-figures';
import { FromRateWithTerms } from '../shared/rate-terms';
import { modelTitle, useModelParams } from './model-page';
import '../catalogue.css';

/** /leasing/{group}/{model}/motorisierungen: the engine variants (car models) of the series. */
export function EnginesPage() {
  const { group: groupSlug, model, parsed } = useModelParams();
  const { group } = useCustomerGroup();
  const detail = useCarSeriesDetail({ brand: parsed?.brand ?? '', series: parsed?.series ?? '', group });
  if (!parsed) return null;
  const title = `${detail.data ? `${formatBrandName(parsed.brand)} ${detail.data.name}` : modelTitle(parsed.brand, parsed.series)}: Motorisierungen`;
  const cheapest = detail.data?.cheapest_offer ?? null;
  const models = [...(detail.data?.car_models ?? [])].sort((a, b) => a.horsepower - b.horsepower || a.list_price_cents - b.list_price_cents);
  return (
    <div className="catalogue-page">
      <div className="catalogue-page__head">
        <h1>{title}</h1>
        <GroupSwitch />
      </div>
      <div className="engines-page__rate">
        <Link to={withCustomerType(`/leasing/${groupSlug}/${model}`, group)}>Alle Leasing-Angebote dieses Modells</Link>
        {/* The "ab" rate with the terms and factors of the offer behind it (issue 16). */}
        {cheapest && (
          <div className="engines-page__from-rate">
            <FromRateWithTerms offer={cheapest} group={group} />
            <PriceFigureTips figures={offerFigures(cheapest)} group={group} />
          </div>
        )}
      </div>
      {detail.isPending ? (
        <p role="status">Motorisierungen werden geladen …</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Motorisierungen">
          <table className="engine-table">
            <thead>
              <tr>
                <th scope="col">Ausstattung / Motor</th>
                <th scope="col">Leistung</th>
                <th scope="col">Kraftstoff</th>
                <th scope="col">Getriebe</th>
                <th scope="col">Listenpreis ({oneOffPriceLabel(group)})</th>
                <th scope="col">Monatsrate</th>
              </tr>
            </thead>
            <tbody>
              {models.map((car) => (
                <tr key={car.id}>
                  <th scope="row">
                    {car.trim_level} · {car.engine_name}
                  </th>
                  <td>{car.horsepower} PS</td>
                  <td>{FUEL_TYPE_LABELS[car.fuel_type]}</td>
                  <td>{GEAR_TYPE_LABELS[car.gear_type]}</td>
                  <td>
                    {formatCents(car.list_price_cents)} {oneOffPriceLabel(group)}
                  </td>
                  <td>
                    {/* The engine's cheapest offer for the group, linked to its car page (issue 18). */}
                    {car.cheapest_offer_id && car.cheapest_finance_rate_cents !== null ? (
                      <>
                        <Link to={offerPath({ id: car.cheapest_offer_id, name: car.name, manufacturer_name: parsed.brand }, group)}>
                          ab {formatCents(car.cheapest_finance_rate_cents)} {monthlyPriceLabel(group)}
                        </Link>
                        <span className="engine-table__count">
                          {' '}
                          ({formatOfferCount(car.offers_count)})
                        </span>
                      </>
                    ) : (
                      'derzeit kein Angebot'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="catalogue-page__footnote">
        Listenpreise des Herstellers {oneOffPriceLabel(group)}; die Monatsrate ist die günstigste Rate der Angebote dieser Motorisierung, die Konditionen stehen beim Angebot.
      </p>
    </div>
  );
}
