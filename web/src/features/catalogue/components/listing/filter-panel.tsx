import { formatCents, formatRangeValue, type CustomerGroup, type EquipmentCategoryCounts } from '@autoleasing/contracts';
import { useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { budgetKey, clearedFilters, rangeParam, withFilter, type ListingState, type TermKey } from '../../lib/listing-query';
import { CheckGroup } from './check-group';
import {
  BODY_CHOICES,
  BRAND_CHOICES,
  BUDGET_STEPS_CENTS,
  EQUIPMENT_CHOICES,
  FUEL_CHOICES,
  GEAR_CHOICES,
  HORSEPOWER_STEPS,
  INVENTORY_CHOICES,
  KM_CHOICES,
  MONTH_CHOICES,
  type Choice,
} from './filter-options';
import { RangeSelect } from './range-select';

export interface FilterPanelProps {
  state: ListingState;
  group: CustomerGroup;
  equipmentCounts?: EquipmentCategoryCounts;
  /** Filters fixed by the page (e.g. the brand on a model page) are not offered. */
  hidden?: readonly (TermKey | 'hot_offer')[];
}

const BUDGET_MAX_CENTS = 500000;

/** Anzahlung steps of the filter in cents (group terms); 0 is "ohne Anzahlung". */
export const DOWNPAYMENT_STEPS_CENTS = [0, 100000, 250000, 500000] as const;

/** The Anzahlung filter (issue 16): "ohne Anzahlung" or an upper bound, written as downpayment_cents[max]. */
function DownpaymentFilter({ max, group, onChange }: { max: number | undefined; group: CustomerGroup; onChange: (value: string | null) => void }) {
  const steps: readonly number[] = DOWNPAYMENT_STEPS_CENTS;
  // A hand-edited bound between the steps stays selectable as it is.
  const values = max !== undefined && !steps.includes(max) ? [...steps, max].sort((a, b) => a - b) : steps;
  return (
    <div className="filter-group">
      <label className="filter-group__legend" htmlFor="filter-downpayment">
        Anzahlung
      </label>
      <select id="filter-downpayment" value={max === undefined ? '' : String(max)} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">beliebig</option>
        {values.map((cents) => (
          <option key={cents} value={cents}>
            {cents === 0 ? 'ohne Anzahlung' : `bis ${formatCents(cents, { fractionDigits: 0 })} ${group === 'b2c' ? 'inkl. USt.' : 'netto'}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters of spec 3.14 that the search API supports; every change writes the URL (page → 1). */
export function FilterPanel({ state, group, equipmentCounts, hidden = [] }: FilterPanelProps) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const apply = (next: URLSearchParams) => setSearch(next, { preventScrollReset: true });
  const setTerm = (key: TermKey) => (values: string[]) => apply(withFilter(search, key, values));
  const budget = budgetKey(group);
  const checks = (key: TermKey, legend: string, choices: Choice[], extra: { scrollable?: boolean; counts?: Partial<Record<string, number>> } = {}) =>
    hidden.includes(key) ? null : (
      <CheckGroup legend={legend} name={key} choices={choices} selected={state.terms[key] ?? []} onChange={setTerm(key)} {...extra} />
    );
  const single = (key: 'months' | 'km_per_year', label: string, choices: Choice[]) => (
    <div className="filter-group">
      <label className="filter-group__legend" htmlFor={`filter-${key}`}>
        {label}
      </label>
      <select id={`filter-${key}`} value={state.terms[key]?.[0] ?? ''} onChange={(e) => apply(withFilter(search, key, e.target.value || null))}>
        <option value="">beliebig</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  const cleared = clearedFilters(search).toString();
  // Phones show the results first; the filters open on demand (wide screens always show them, CSS).
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  return (
    <section className={open ? 'filter-panel filter-panel--open' : 'filter-panel'} aria-labelledby="filter-panel-title">
      <div className="filter-panel__head">
        <h2 id="filter-panel-title" className="filter-panel__title">
          Filter
        </h2>
        <button type="button" className="filter-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          Filter anzeigen
        </button>
        <Link to={`${pathname}${cleared ? `?${cleared}` : ''}`} className="filter-panel__reset" preventScrollReset>
          Alle Filter zurücksetzen
        </Link>
      </div>
      <div id={bodyId} className="filter-panel__body">
      {checks('manufacturer_name', 'Marke', BRAND_CHOICES, { scrollable: true })}
      {checks('body_type', 'Karosserie', BODY_CHOICES)}
      {checks('fuel_type', 'Kraftstoff', FUEL_CHOICES)}
      {checks('gear_type', 'Getriebe', GEAR_CHOICES)}
      <RangeSelect
        legend={group === 'b2c' ? 'Monatliche Rate (brutto)' : 'Monatliche Rate (netto)'}
        steps={BUDGET_STEPS_CENTS}
        min={state.ranges[budget]?.min}
        max={state.ranges[budget]?.max}
        format={(cents) => formatRangeValue(cents / 100, BUDGET_MAX_CENTS / 100)}
        onChange={(bound, value) => apply(withFilter(search, rangeParam(budget, bound), value === null ? null : String(value)))}
      />
      <RangeSelect
        legend="Leistung"
        steps={HORSEPOWER_STEPS}
        min={state.ranges.horsepower?.min}
        max={state.ranges.horsepower?.max}
        format={(ps) => formatRangeValue(ps, 800, (v) => `${v} PS`)}
        onChange={(bound, value) => apply(withFilter(search, rangeParam('horsepower', bound), value === null ? null : String(value)))}
      />
      {!hidden.includes('months') && single('months', 'Laufzeit', MONTH_CHOICES)}
      {!hidden.includes('km_per_year') && single('km_per_year', 'Kilometer pro Jahr', KM_CHOICES)}
      <DownpaymentFilter max={state.ranges.downpayment_cents?.max} group={group} onChange={(value) => apply(withFilter(search, rangeParam('downpayment_cents', 'max'), value))} />
      {checks('inventory_type', 'Verfügbarkeit', INVENTORY_CHOICES)}
      {!hidden.includes('hot_offer') && (
        <div className="filter-group">
          <label className="filter-check">
            <input type="checkbox" checked={state.hotOffer} onChange={(e) => apply(withFilter(search, 'hot_offer', e.target.checked ? 'true' : null))} />
            <span>Nur Hot Deals</span>
          </label>
        </div>
      )}
      {checks('equipment_categories', 'Ausstattung', EQUIPMENT_CHOICES, { counts: equipmentCounts })}
      <p className="filter-panel__note">Alle Raten {group === 'b2c' ? 'inkl. USt.' : 'netto zzgl. USt.'} · Budget bis {formatCents(BUDGET_MAX_CENTS, { fractionDigits: 0 })}+</p>
      </div>
    </section>
  );
}
