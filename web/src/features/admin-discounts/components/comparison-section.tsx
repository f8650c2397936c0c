import { COMPARISON_MAX_DEALERS, DISCOUNT_ROW_STATE_LABELS, formatQuantity, type AdminDealerDto, type ComparisonModelRow, type DiscountComparisonResponse } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { carSeriesQueryOptions, comparisonDealersQueryOptions, comparisonQueryOptions, manufacturersAndBanksQueryOptions } from '../api/admin-discounts-api';
import { parseComparison, withParam, type ComparisonParams } from '../lib/admin-query';
import { useSearchParamSetter } from '../lib/use-search-param-setter';
import { percentOrDash } from '../lib/format';
import { Pagination } from '../../../components/pagination/pagination';
import { GROUP_CHOICES, namedChoices } from '../../../components/choice-options/choice-options';
import { BrandScopedSelect, dealerChoices, LoadError, SelectField } from './fields';

/** Dealers compared side by side: three selects, as the spec's comparison selection (dealers with full_name). */
const DEALER_SLOTS = 3;

/**
 * Spec 2.5 comparison (brand_id, bank_id, car series, dealers): per car model each chosen dealer's
 * discount sum and base discount, min / max / median over the orderable rows and the best dealer.
 */
export function ComparisonSection() {
  const searchParams = useSearchParamSetter();
  const params = parseComparison(searchParams.search);
  const comparison = useQuery(comparisonQueryOptions(params));
  const data = comparison.data;
  const chosen = Boolean(params.brandId && params.bankId);

  return (
    <section aria-labelledby="ad-comparison-heading" className="ad-section">
      <h2 id="ad-comparison-heading">Händler vergleichen</h2>
      <ComparisonFilters params={params} searchParams={searchParams} />
      {!chosen ? <p className="ad-hint">Bitte wählen Sie Marke und Bank, um die Rabatte der Händler zu vergleichen.</p> : null}
      {comparison.isError && <LoadError error={comparison.error} />}
      {data && chosen && (
        <>
          {data.models.length === 0 ? <p className="ad-empty">Für diese Auswahl gibt es keine Rabatte.</p> : <ComparisonTable data={data} params={params} />}
          <Pagination
            label="Seiten des Vergleichs"
            page={params.page}
            pageCount={data.page_count}
            count={formatQuantity(data.total_count, 'Modell', 'Modelle')}
          />
        </>
      )}
    </section>
  );
}

/** Brand, bank, group and series, then up to three dealers; each choice lives in the URL. */
function ComparisonFilters({ params, searchParams }: { params: ComparisonParams; searchParams: ReturnType<typeof useSearchParamSetter> }) {
  const { set, update } = searchParams;
  const options = useQuery(manufacturersAndBanksQueryOptions());
  const dealerOptions = useQuery({ ...comparisonDealersQueryOptions(params.brandId, params.bankId), enabled: Boolean(params.brandId && params.bankId) });
  const series = useQuery({ ...carSeriesQueryOptions(params.brandId ?? ''), enabled: Boolean(params.brandId) });
  const setDealer = (slot: number) => (value: string) => {
    update((latest) => {
      const ids = [...parseComparison(latest).dealerIds];
      while (ids.length < DEALER_SLOTS) ids.push('');
      ids[slot] = value;
      return withParam(latest, 'dealer_ids', ids.filter(Boolean).join(','));
    });
  };
  const dealers = dealerChoices(dealerOptions.data);
  return (
    <form className="filter-bar" aria-label="Auswahl des Vergleichs" onSubmit={(e) => e.preventDefault()}>
      <SelectField id="ad-c-brand" label="Marke" empty="Bitte wählen" value={params.brandId} choices={namedChoices(options.data?.manufacturers)} onChange={set('brand_id', ['car_series_id', 'dealer_ids'])} />
      <SelectField id="ad-c-bank" label="Bank" empty="Bitte wählen" value={params.bankId} choices={namedChoices(options.data?.banks)} onChange={set('bank_id', ['dealer_ids'])} />
      <SelectField id="ad-c-group" label="Kundengruppe" value={params.customerGroup} choices={GROUP_CHOICES} onChange={set('customer_group')} />
      <BrandScopedSelect id="ad-c-series" label="Modellreihe" allLabel="Alle Modellreihen" brandId={params.brandId} value={params.carSeriesId} choices={namedChoices(series.data)} onChange={set('car_series_id')} />
      {Array.from({ length: DEALER_SLOTS }, (_, slot) => (
        <SelectField
          key={slot}
          id={`ad-c-dealer-${slot}`}
          label={`Händler ${slot + 1}`}
          empty={slot === 0 ? `Automatisch (bis ${COMPARISON_MAX_DEALERS})` : 'Keiner'}
          disabled={!params.brandId || !params.bankId}
          value={params.dealerIds[slot]}
          choices={dealers.filter((c) => c.value === params.dealerIds[slot] || !params.dealerIds.includes(c.value))}
          onChange={setDealer(slot)}
        />
      ))}
    </form>
  );
}

function ComparisonTable({ data, params }: { data: DiscountComparisonResponse; params: ComparisonParams }) {
  return (
    <div className="table-frame" tabIndex={0} role="region" aria-label="Vergleich, waagerecht scrollbar">
      <table className="data-table ad-compare">
        <caption className="visually-hidden">Rabattsumme je Modell und Händler mit Minimum, Maximum, Median und bestem Händler</caption>
        <thead>
          <tr>
            <th scope="col">Modell</th>
            {data.dealers.map((dealer) => (
              <th scope="col" key={dealer.id} className="ad-num">
                <span className="ad-strong">{dealer.full_name}</span>
                <Link className="ad-small-link" to={dealerScreenUrl(dealer, params.brandId!, params.bankId!, params.customerGroup)} aria-label={`Als Händler bearbeiten: ${dealer.full_name}`}>
                  Als Händler bearbeiten
                </Link>
              </th>
            ))}
            <th scope="col" className="ad-num ad-stat">Minimum</th>
            <th scope="col" className="ad-num ad-stat">Maximum</th>
            <th scope="col" className="ad-num ad-stat">Median</th>
            <th scope="col" className="ad-best-dealer">Bester Händler</th>
          </tr>
        </thead>
        <tbody>
          {data.models.map((model) => (
            <ModelRow key={model.car_model_id} model={model} dealers={data.dealers} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ModelRow({ model, dealers }: { model: ComparisonModelRow; dealers: AdminDealerDto[] }) {
  const best = dealers.find((d) => d.id === model.best_dealer_id);
  return (
    <tr>
      <th scope="row">
        <span className="ad-strong">{model.car_model_name}</span>
        <span className="ad-muted">
          {model.car_series_name} · {model.vehicle_order_code}
        </span>
      </th>
      {dealers.map((dealer) => {
        const cell = model.discounts[dealer.id];
        const isBest = dealer.id === model.best_dealer_id;
        return (
          <td key={dealer.id} className={`ad-num${isBest ? ' ad-best' : ''}`}>
            {cell ? (
              <>
                <span className="ad-strong">{percentOrDash(cell.discount_sum)}</span>
                <span className="ad-muted">Basis {percentOrDash(cell.base_discount)}</span>
                {cell.state !== 'available' && <span className="ad-muted">{DISCOUNT_ROW_STATE_LABELS[cell.state]}</span>}
                {isBest && <span className="ad-best__badge">Bester</span>}
              </>
            ) : (
              <span aria-label="keine Daten">--</span>
            )}
          </td>
        );
      })}
      <td className="ad-num">{percentOrDash(model.min)}</td>
      <td className="ad-num">{percentOrDash(model.max)}</td>
      <td className="ad-num">{percentOrDash(model.median)}</td>
      <td>{best ? best.full_name : '--'}</td>
    </tr>
  );
}

function dealerScreenUrl(dealer: AdminDealerDto, brandId: string, bankId: string, customerGroup: string): string {
  return `/dealer/discount?${new URLSearchParams({ dealer_id: dealer.id, customer_group: customerGroup, bank_id: bankId, manufacturer_id: brandId }).toString()}`;
}
