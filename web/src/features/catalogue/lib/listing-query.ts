import {
  ALLOWED_KM_PER_YEAR,
  ALLOWED_MONTHS,
  BODY_TYPES,
  BRAND_SLUGS,
  CUSTOMER_GROUP_URL_VALUES,
  DELIVERY_OPTIONS,
  DELIVERY_TIME_BANDS,
  EQUIPMENT_CATEGORIES,
  FUEL_TYPES,
  GEAR_TYPES,
  INVENTORY_TYPES,
  OFFER_FILTER_COLOURS,
  OFFER_FLAG_FILTERS,
  OFFER_RANGE_KEYS,
  OFFER_SORT_KEYS,
  OFFER_TYPES,
  parseOfferRangeBound,
  SLUG_PATTERN,
  type CustomerGroup,
  type OfferFlagFilter,
  type OfferRangeKey,
  type OfferSortKey,
} from '@autoleasing/contracts';
import { listingPageOf } from '../../../lib/listing-routes';

/**
 * The catalogue's state lives in the query string (spec 2.1): filters, sort, sort_direction and
 * page, beside customer_group / customer_type. This module reads it into typed state for the
 * filter UI and writes it back (any filter change resets the page to 1). A value of a known filter
 * that is not allowed is not dropped: it goes to the API as written, which answers 400 with a code
 * (spec 5.1, issue 18), and the page shows that error instead of silently ignoring the filter.
 */
export const TERM_FILTERS = {
  manufacturer_name: BRAND_SLUGS,
  /** Car series slugs are checked by form here; the API knows which exist. */
  car_series: SLUG_PATTERN,
  body_type: BODY_TYPES,
  fuel_type: FUEL_TYPES,
  gear_type: GEAR_TYPES,
  inventory_type: INVENTORY_TYPES,
  offer_type: OFFER_TYPES,
  color: OFFER_FILTER_COLOURS,
  delivery_time: DELIVERY_TIME_BANDS,
  delivery_option: DELIVERY_OPTIONS,
  equipment_categories: EQUIPMENT_CATEGORIES,
  months: ALLOWED_MONTHS.map(String),
  km_per_year: ALLOWED_KM_PER_YEAR.map(String),
} as const satisfies Record<string, readonly string[] | RegExp>;
export type TermKey = keyof typeof TERM_FILTERS;
const TERM_KEYS = Object.keys(TERM_FILTERS) as TermKey[];

export type Bound = 'min' | 'max';
export type SortDirection = 'asc' | 'desc';

export interface ListingState {
  terms: Partial<Record<TermKey, string[]>>;
  /** Yes/no filters (spec 3.14): only `true` narrows the list; `false` is passed on as a filter too. */
  flags: Partial<Record<OfferFlagFilter, boolean>>;
  ranges: Partial<Record<OfferRangeKey, { min?: number; max?: number }>>;
  /** URL values the filters do not allow, as written: the API refuses them with a 400 and a code. */
  invalid: [string, string][];
  sort?: OfferSortKey;
  direction?: SortDirection;
  page: number;
}

/** Keys that are not filters: kept across filter changes. */
const GROUP_KEYS = ['customer_group', 'customer_type'];

export const rangeParam = (key: OfferRangeKey, bound: Bound) => `${key}[${bound}]`;

/** The group's own price fields (spec 4.6): gross names for b2c, net names for b2b. */
export function budgetKey(group: CustomerGroup): 'finance_rate_cents' | 'gross_finance_rate_cents' {
  return group === 'b2c' ? 'gross_finance_rate_cents' : 'finance_rate_cents';
}
export function listPriceKey(group: CustomerGroup): 'list_price_cents' | 'gross_list_price_cents' {
  return group === 'b2c' ? 'gross_list_price_cents' : 'list_price_cents';
}

function valuesOf(search: URLSearchParams, key: string): string[] {
  return search.getAll(key).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
}

const allows = (rule: readonly string[] | RegExp, value: string) => (rule instanceof RegExp ? rule.test(value) : rule.includes(value));

function parseTerms(search: URLSearchParams, invalid: [string, string][]): ListingState['terms'] {
  const terms: ListingState['terms'] = {};
  for (const key of TERM_KEYS) {
    const rule = TERM_FILTERS[key] as readonly string[] | RegExp;
    const values: string[] = [];
    for (const value of valuesOf(search, key)) {
      if (!allows(rule, value)) invalid.push([key, value]);
      else if (!values.includes(value)) values.push(value);
    }
    if (values.length > 0) terms[key] = values;
  }
  return terms;
}

function parseFlags(search: URLSearchParams, invalid: [string, string][]): ListingState['flags'] {
  const flags: ListingState['flags'] = {};
  for (const key of OFFER_FLAG_FILTERS) {
    const values = search.getAll(key);
    if (values.length === 0) continue;
    if (values.length === 1 && (values[0] === 'true' || values[0] === 'false')) flags[key] = values[0] === 'true';
    else values.forEach((value) => invalid.push([key, value]));
  }
  return flags;
}

/** A bound is what contracts' parseOfferRangeBound takes (digits within the cap); anything else goes to the API as written (its 400). */
function parseRanges(search: URLSearchParams, invalid: [string, string][]): ListingState['ranges'] {
  const ranges: ListingState['ranges'] = {};
  for (const key of OFFER_RANGE_KEYS) {
    const bounds: { min?: number; max?: number } = {};
    for (const bound of ['min', 'max'] as const) {
      const name = rangeParam(key, bound);
      const values = search.getAll(name).filter((text) => text !== '');
      if (values.length === 0) continue;
      const text = values[0];
      const parsed = parseOfferRangeBound(key, text);
      if (values.length === 1 && 'value' in parsed) bounds[bound] = parsed.value;
      else values.forEach((value) => invalid.push([name, value]));
    }
    if (bounds.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max) {
      // A reversed pair is the API's to refuse (400), not ours to reinterpret.
      invalid.push([rangeParam(key, 'min'), String(bounds.min)], [rangeParam(key, 'max'), String(bounds.max)]);
      continue;
    }
    if (bounds.min !== undefined || bounds.max !== undefined) ranges[key] = bounds;
  }
  return ranges;
}

export function parseListing(search: URLSearchParams): ListingState {
  const invalid: [string, string][] = [];
  const terms = parseTerms(search, invalid);
  const flags = parseFlags(search, invalid);
  const ranges = parseRanges(search, invalid);
  const sort = search.get('sort');
  const direction = search.get('sort_direction');
  return {
    terms,
    flags,
    ranges,
    invalid,
    sort: (OFFER_SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as OfferSortKey) : undefined,
    direction: direction === 'asc' || direction === 'desc' ? direction : undefined,
    page: listingPageOf(search),
  };
}

type QueryValue = string | number | boolean | readonly string[];

export interface ApiQueryOptions {
  group: CustomerGroup;
  aggregation: 'level_one' | 'level_two';
  size?: number;
  /** Fixed filters of the page (a category, a model, stock only) on top of the URL's. */
  fixed?: Partial<Record<TermKey, string[]>> & { hot_offer?: boolean; sonderangebote?: boolean };
}

/**
 * The `term[…]` part of a catalogue query: the page's own filters (a category, a model, special
 * offers) win over the same key chosen in the URL. The search and the filter choices both use it.
 */
export function termFilters(terms: ListingState['terms'], fixed: ApiQueryOptions['fixed'] = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const key of TERM_KEYS) {
    const values = fixed[key] ?? terms[key] ?? [];
    if (values.length > 0) query[`term[${key}][]`] = values;
  }
  if (fixed.hot_offer) query['term[hot_offer]'] = true;
  if (fixed.sonderangebote) query['term[sonderangebote]'] = true;
  return query;
}

/** The search_offers query of spec 7.2: term[quote_customer_group], term[car_spec_active_{group}], size, page, filters. */
export function toApiQuery(state: ListingState, options: ApiQueryOptions): Record<string, QueryValue> {
  const { group, aggregation, fixed = {} } = options;
  const query: Record<string, QueryValue> = {
    customer_group: group,
    aggregation,
    'term[quote_customer_group]': group,
    [`term[car_spec_active_${group}]`]: true,
  };
  Object.assign(query, termFilters(state.terms, fixed));
  for (const key of OFFER_FLAG_FILTERS) if (state.flags[key] !== undefined) query[`term[${key}]`] = state.flags[key] as boolean;
  for (const key of OFFER_RANGE_KEYS) {
    const range = state.ranges[key];
    if (range?.min !== undefined) query[`range[${key}][gte]`] = range.min;
    if (range?.max !== undefined) query[`range[${key}][lte]`] = range.max;
  }
  // Refused values go as written, under the URL's own key (the API reads both spellings).
  const invalid = new Map<string, string[]>();
  for (const [key, value] of state.invalid) invalid.set(key, [...(invalid.get(key) ?? []), value]);
  for (const [key, values] of invalid) query[key] = values.length === 1 ? values[0] : values;
  if (state.sort) query.sort = state.sort;
  if (state.direction) query.sort_direction = state.direction;
  query.page = state.page;
  if (options.size !== undefined) query.size = options.size;
  return query;
}

/** A new query string after a filter change: the page goes back to 1, the group keys stay. */
export function withFilter(search: URLSearchParams, key: string, values: readonly string[] | string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(key);
  const list = values === null ? [] : typeof values === 'string' ? [values] : values;
  for (const value of list) if (value !== '') next.append(key, value);
  next.delete('page');
  return next;
}

export function withSort(search: URLSearchParams, sort: OfferSortKey | null, direction: SortDirection | null): URLSearchParams {
  let next = withFilter(search, 'sort', sort);
  next = withFilter(next, 'sort_direction', direction);
  return next;
}

/** Drops every filter, sort and page; keeps customer_group / customer_type. */
export function clearedFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of GROUP_KEYS) search.getAll(key).forEach((value) => next.append(key, value));
  return next;
}

const NET_GROSS: ReadonlyArray<[string, string]> = [
  ['list_price_cents', 'gross_list_price_cents'],
  ['finance_rate_cents', 'gross_finance_rate_cents'],
];

/**
 * The visitor's group switch (spec 4.6): for b2b the gross filter and sort names become the net
 * ones, for b2c the reverse; customer_type becomes B or P; the page goes back to 1.
 */
export function switchedGroupQuery(search: URLSearchParams, target: CustomerGroup): URLSearchParams {
  const rename = (name: string): string => {
    for (const [net, gross] of NET_GROSS) {
      const [from, to] = target === 'b2b' ? [gross, net] : [net, gross];
      if (name === from) return to;
      if (name.startsWith(`${from}[`)) return to + name.slice(from.length);
    }
    return name;
  };
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    if (key === 'customer_group' || key === 'customer_type' || key === 'page') continue;
    next.append(rename(key), key === 'sort' ? rename(value) : value);
  }
  next.set('customer_type', CUSTOMER_GROUP_URL_VALUES[target]);
  return next;
}
