import { formatCents, OFFER_FLAG_FILTERS, priceLabel, type CustomerGroup, type EquipmentCategoryCounts, type OfferFlagFilter, type OfferRangeKey } from '@autoleasing/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import { addressOf } from '../../../../lib/url-page';
import {
  budgetKey, clearedFilters, listPriceKey, rangeParam, withFilter, type ApiQueryOptions, type ListingState, type TermKey,
} from '../../lib/listing-query';
import { PAGE_CHOICE_KEYS, type PageChoiceKey } from '../../lib/listing-pages';
import { CarSeriesFilter } from './car-series-filter';
import { CheckGroup } from './check-group';
import {
  BODY_CHOICES,
  BRAND_CHOICES,
  BUDGET_RANGE,
  COLOUR_CHOICES,
  DELIVERY_OPTION_CHOICES,
  DELIVERY_TIME_CHOICES,
  EQUIPMENT_CHOICES,
  FUEL_CHOICES,
  GEAR_CHOICES,
  HORSEPOWER_RANGE,
  INVENTORY_CHOICES,
  KM_CHOICES,
  LIST_PRICE_RANGE,
  MONTH_CHOICES,
  OFFER_TYPE_CHOICES,
  type Choice,
  type RangeSpec,
} from './filter-options';
import { offeredChoices, usePageChoiceCounts } from './page-choices';
import { RangeInputs, type RangeBounds } from './range-inputs';

// Phones only, after a tap: its code stays out of the listing's first load (issue 18 budget).
const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));

export type HiddenFilter = TermKey | OfferFlagFilter;

export interface FilterPanelProps {
  state: ListingState;
  group: CustomerGroup;
  equipmentCounts?: EquipmentCategoryCounts;
  /** Filters fixed by the page (e.g. the brand on a model page) are not offered. */
  hidden?: readonly HiddenFilter[];
  /** The page's fixed filters: the choices offered are the ones the page can show. */
  fixed?: ApiQueryOptions['fixed'];
  /** Matching offers for the phone sheet's "N Angebote anzeigen"; undefined while the first count loads. */
  offerCount?: number;
  counting?: boolean;
}

/** Anzahlung steps of the filter in cents (group terms); 0 is "ohne Anzahlung". */
export const DOWNPAYMENT_STEPS_CENTS = [0, 100000, 250000, 500000] as const;

/** The phone layout of spec 9 (xs and sm: up to 767 px). */
export const PHONE_QUERY = '(max-width: 767px)';

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
      <select className="form-control" id="filter-downpayment" value={max === undefined ? '' : String(max)} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">beliebig</option>
        {values.map((cents) => (
          <option key={cents} value={cents}>
            {cents === 0 ? 'ohne Anzahlung' : `bis ${formatCents(cents, { fractionDigits: 0 })} ${priceLabel(group)}`}
          </option>
        ))}
      </select>
    </div>
  );
}

const FLAG_LABELS: Record<OfferFlagFilter, string> = {
  hot_offer: 'Nur Hot Deals',
  insurance: 'Versicherung buchbar',
  service_package: 'Wartungspaket buchbar',
  configuration_package: 'Nur vorkonfigurierte Pakete',
};

/** How many filters the URL sets (the toggle tells it while the sheet is closed). */
export function activeFilterCount(state: ListingState): number {
  return Object.values(state.terms).reduce((n, values) => n + (values?.length ?? 0), 0) + Object.keys(state.flags).length + Object.keys(state.ranges).length;
}

/** Filters set besides the values of `keys`: a group's own values are alternatives, so they leave its counts true. */
function otherFilterCount(state: ListingState, ...keys: TermKey[]): number {
  return keys.reduce((n, key) => n - (state.terms[key]?.length ?? 0), activeFilterCount(state));
}

/**
 * The filters of spec 3.14; every change writes the URL (page → 1). Wide screens show them as the
 * left column; phones show the results first and open the filters as a sheet (a modal dialog)
 * with a live "N Angebote anzeigen" and a close button (issue 18).
 */
export function FilterPanel({ state, group, equipmentCounts, hidden = [], fixed, offerCount, counting = false }: FilterPanelProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(state);
  const fields = <FilterFields state={state} group={group} equipmentCounts={equipmentCounts} hidden={hidden} fixed={fixed} />;
  const toggleText = open ? 'Filter schließen' : active > 0 ? `Filter anzeigen (${active} aktiv)` : 'Filter anzeigen';

  return (
    <section className="filter-panel" aria-labelledby="filter-panel-title">
      <div className="filter-panel__head">
        <h2 id="filter-panel-title" className="filter-panel__title">
          Filter
        </h2>
        <button type="button" className="filter-panel__toggle" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(!open)}>
          {toggleText}
        </button>
        <Link to={addressOf(pathname, clearedFilters(search))} className="filter-panel__reset" preventScrollReset>
          Alle Filter zurücksetzen
        </Link>
      </div>
      {/* The server and wide screens render the fields in place (CSS hides them on phones until JS runs). */}
      {!phone && <div className="filter-panel__body">{fields}</div>}
      {phone && open && (
        <Suspense fallback={null}>
          <FilterSheet offerCount={offerCount} counting={counting} onClose={() => setOpen(false)}>
            {fields}
          </FilterSheet>
        </Suspense>
      )}
    </section>
  );
}

function FilterFields({ state, group, equipmentCounts, hidden, fixed }: Required<Pick<FilterPanelProps, 'state' | 'group' | 'hidden'>> & Pick<FilterPanelProps, 'equipmentCounts' | 'fixed'>) {
  const [search, setSearch] = useSearchParams();
  const apply = (next: URLSearchParams) => setSearch(next, { preventScrollReset: true });
  const shown = (key: HiddenFilter) => !hidden.includes(key);
  // Brands, body, fuel and gear types: only those the page has offers of (chosen ones stay). Their
  // counts are the page's, so they are shown only while no other filter narrows the result: beside
  // "Volkswagen", "Elektro (626)" would count every brand's electric offers.
  const pageCounts = usePageChoiceCounts(group, fixed, PAGE_CHOICE_KEYS.some(shown));
  const pageChecks = (key: PageChoiceKey, legend: string, choices: Choice[], scrollable?: boolean) => {
    const counts = otherFilterCount(state, key) === 0 ? pageCounts?.[key] : undefined;
    return checks(key, legend, offeredChoices(choices, pageCounts?.[key], state.terms[key] ?? []), { scrollable, counts });
  };
  const checks = (key: TermKey, legend: string, choices: Choice[], extra: { scrollable?: boolean; counts?: Partial<Record<string, number>> } = {}) =>
    shown(key) ? <CheckGroup legend={legend} name={key} choices={choices} selected={state.terms[key] ?? []} onChange={(values) => apply(withFilter(search, key, values))} {...extra} /> : null;
  const single = (key: 'months' | 'km_per_year', label: string, choices: Choice[]) =>
    shown(key) ? (
      <div className="filter-group">
        <label className="filter-group__legend" htmlFor={`filter-${key}`}>
          {label}
        </label>
        <select className="form-control" id={`filter-${key}`} value={state.terms[key]?.[0] ?? ''} onChange={(e) => apply(withFilter(search, key, e.target.value || null))}>
          <option value="">beliebig</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  const range = (key: OfferRangeKey, legend: string, spec: RangeSpec) => (
    <RangeInputs
      legend={legend}
      spec={spec}
      min={state.ranges[key]?.min}
      max={state.ranges[key]?.max}
      onChange={({ min, max }: RangeBounds) => {
        const next = withFilter(search, rangeParam(key, 'min'), min === null ? null : String(min));
        apply(withFilter(next, rangeParam(key, 'max'), max === null ? null : String(max)));
      }}
    />
  );
  const flags = OFFER_FLAG_FILTERS.filter(shown);
  const net = group === 'b2c' ? 'brutto' : 'netto';

  return (
    <>
      {pageChecks('manufacturer_name', 'Marke', BRAND_CHOICES, true)}
      {shown('car_series') && (
        <CarSeriesFilter
          group={group}
          brands={state.terms.manufacturer_name ?? []}
          fixed={fixed}
          selected={state.terms.car_series ?? []}
          onChange={(values) => apply(withFilter(search, 'car_series', values))}
          showCounts={otherFilterCount(state, 'car_series', 'manufacturer_name') === 0}
        />
      )}
      {pageChecks('body_type', 'Karosserie', BODY_CHOICES)}
      {pageChecks('fuel_type', 'Kraftstoff', FUEL_CHOICES)}
      {pageChecks('gear_type', 'Getriebe', GEAR_CHOICES)}
      {range(budgetKey(group), `Monatliche Rate (${net})`, BUDGET_RANGE)}
      {range(listPriceKey(group), `Listenpreis (${net})`, LIST_PRICE_RANGE)}
      {range('horsepower', 'Leistung', HORSEPOWER_RANGE)}
      {single('months', 'Laufzeit', MONTH_CHOICES)}
      {single('km_per_year', 'Kilometer pro Jahr', KM_CHOICES)}
      <DownpaymentFilter
        max={state.ranges.downpayment_cents?.max}
        group={group}
        onChange={(value) => apply(withFilter(search, rangeParam('downpayment_cents', 'max'), value))}
      />
      {checks('inventory_type', 'Verfügbarkeit', INVENTORY_CHOICES)}
      {checks('offer_type', 'Angebotsart', OFFER_TYPE_CHOICES)}
      {checks('delivery_time', 'Lieferzeit', DELIVERY_TIME_CHOICES, { scrollable: true })}
      {checks('delivery_option', 'Lieferung', DELIVERY_OPTION_CHOICES)}
      {checks('color', 'Farbe', COLOUR_CHOICES)}
      {flags.length > 0 && (
        <fieldset className="filter-group">
          <legend className="filter-group__legend">Pakete und Extras</legend>
          <div className="filter-group__options">
            {flags.map((key) => (
              <label key={key} className="filter-check">
                <input type="checkbox" name={key} checked={state.flags[key] === true} onChange={(e) => apply(withFilter(search, key, e.target.checked ? 'true' : null))} />
                <span>{FLAG_LABELS[key]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {checks('equipment_categories', 'Ausstattung', EQUIPMENT_CHOICES, { counts: equipmentCounts })}
      <p className="filter-panel__note">
        Alle Raten {group === 'b2c' ? 'inkl. USt.' : 'netto zzgl. USt.'} · Rate bis {formatCents(BUDGET_RANGE.max * 100, { fractionDigits: 0 })}, Listenpreis bis{' '}
        {formatCents(LIST_PRICE_RANGE.max * 100, { fractionDigits: 0 })}, Leistung bis {HORSEPOWER_RANGE.max} PS
      </p>
    </>
  );
}
