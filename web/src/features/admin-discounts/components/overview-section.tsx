import { DISCOUNT_ROW_STATE_LABELS, DISCOUNT_ROW_STATE_TOOLTIPS, DISCOUNT_ROW_STATES, formatQuantity, CUSTOMER_GROUP_LABELS } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { carSeriesQueryOptions, manufacturersAndBanksQueryOptions, overviewQueryOptions, usersDealersQueryOptions } from '../api/admin-discounts-api';
import { parseOverview, withoutFilters } from '../lib/admin-query';
import { useSearchParamSetter } from '../lib/use-search-param-setter';
import { formatBerlin, percentOrDash } from '../lib/format';
import { Pagination } from '../../../components/pagination/pagination';
import { GROUP_CHOICES, namedChoices } from '../../../components/choice-options/choice-options';
import { BrandScopedSelect, dealerChoices, LoadError, SelectField } from './fields';

/** Spec 2.5 admin overview: every dealer's discount rows with filters (dealer_id and others), 10 per page. */
export function OverviewSection() {
  const { search, set, update } = useSearchParamSetter();
  const params = parseOverview(search);
  const dealers = useQuery(usersDealersQueryOptions());
  const options = useQuery(manufacturersAndBanksQueryOptions());
  const series = useQuery({ ...carSeriesQueryOptions(params.manufacturerId ?? ''), enabled: Boolean(params.manufacturerId) });
  const overview = useQuery(overviewQueryOptions(params));
  const data = overview.data;

  return (
    <section aria-labelledby="ad-overview-heading" className="ad-section">
      <h2 id="ad-overview-heading">Rabatte aller Händler</h2>
      <form className="filter-bar" aria-label="Filter der Übersicht" onSubmit={(e) => e.preventDefault()}>
        <SelectField id="ad-o-dealer" label="Händler" empty="Alle Händler" value={params.dealerId} choices={dealerChoices(dealers.data)} onChange={set('dealer_id')} />
        <SelectField id="ad-o-brand" label="Marke" empty="Alle Marken" value={params.manufacturerId} choices={namedChoices(options.data?.manufacturers)} onChange={set('manufacturer_id', ['car_series_id'])} />
        <SelectField id="ad-o-bank" label="Bank" empty="Alle Banken" value={params.bankId} choices={namedChoices(options.data?.banks)} onChange={set('bank_id')} />
        <SelectField id="ad-o-group" label="Kundengruppe" empty="Alle Kundengruppen" value={params.customerGroup} choices={GROUP_CHOICES} onChange={set('customer_group')} />
        <BrandScopedSelect id="ad-o-series" label="Modellreihe" allLabel="Alle Modellreihen" brandId={params.manufacturerId} value={params.carSeriesId} choices={namedChoices(series.data)} onChange={set('car_series_id')} />
        <SelectField id="ad-o-state" label="Status" empty="Alle Status" value={params.state} choices={DISCOUNT_ROW_STATES.map((s) => ({ value: s, label: DISCOUNT_ROW_STATE_LABELS[s] }))} onChange={set('state')} />
        <button type="button" className="button button--compact button--secondary" onClick={() => update(withoutFilters)}>
          Filter zurücksetzen
        </button>
      </form>
      {overview.isError && <LoadError error={overview.error} />}
      {data && (
        <>
          <div className="table-frame" tabIndex={0} role="region" aria-label="Rabattübersicht, waagerecht scrollbar">
            <table className="data-table">
              <caption className="visually-hidden">Rabatte aller Händler, Seite {data.page}</caption>
              <thead>
                <tr>
                  <th scope="col">Händler</th>
                  <th scope="col">Kundengruppe</th>
                  <th scope="col">Bank</th>
                  <th scope="col">Marke</th>
                  <th scope="col">Modell</th>
                  <th scope="col" className="ad-num">
                    Basisnachlass
                  </th>
                  <th scope="col" className="ad-num">
                    Summe
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Geändert</th>
                </tr>
              </thead>
              <tbody>
                {data.discounts.map((row) => (
                  <tr key={`${row.dealer_id}-${row.customer_group}-${row.bank_id}-${row.car_model_id}`}>
                    <td>{row.dealer_full_name}</td>
                    <td>{CUSTOMER_GROUP_LABELS[row.customer_group]}</td>
                    <td>{row.bank_name}</td>
                    <td>{row.manufacturer_name}</td>
                    <td>
                      <span className="ad-strong">{row.car_model_name}</span>
                      <span className="ad-muted">
                        {row.car_series_name} · {row.vehicle_order_code}
                        {row.confirmed ? ' · Bestätigt' : ''}
                      </span>
                    </td>
                    <td className="ad-num">{percentOrDash(row.base_discount)}</td>
                    <td className="ad-num">{percentOrDash(row.discount_sum)}</td>
                    <td>
                      <span className={`ad-state ad-state--${row.state}`} title={DISCOUNT_ROW_STATE_TOOLTIPS[row.state]}>
                        {DISCOUNT_ROW_STATE_LABELS[row.state]}
                      </span>
                    </td>
                    <td className="ad-nowrap">{row.updated_at ? formatBerlin(row.updated_at) : '--'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.discounts.length === 0 && <p className="ad-empty">Keine Rabatte für diese Filter.</p>}
          <Pagination
            label="Seiten der Übersicht"
            page={params.page}
            pageCount={data.page_count}
            count={formatQuantity(data.total_count, 'Eintrag', 'Einträge')}
          />
        </>
      )}
    </section>
  );
}
