import {
  BODY_TYPES,
  DISCOUNT_FILTER_KEYS,
  DISCOUNT_ROW_STATES,
  FUEL_TYPES,
  GEAR_TYPES,
  parseCustomerGroup,
  type CustomerGroup,
  type DiscountFilterKey,
  type DiscountFilters,
  type DiscountScopeParams,
} from '@autoleasing/contracts';

/**
 * The dealer table's URL query (spec 2.5, 3.12, 4.8): the three main criteria, the filters (lists
 * comma-separated), the page, an Admin's chosen dealer and the read-only past view's moment.
 * Every change goes through the functions below, so the rules of 4.8 live in one place:
 * a filter change resets the page to 1; a main-criteria change also drops the filters; clearing
 * the filters keeps the three criteria.
 */
export const MAIN_CRITERIA_KEYS = ['customer_group', 'bank_id', 'manufacturer_id'] as const;
/** Kept through every change: who the table belongs to and the moment it shows. */
const CONTEXT_KEYS = ['dealer_id', 'as_of'] as const;

export interface TableQuery {
  customerGroup: CustomerGroup | null;
  bankId: string | null;
  manufacturerId: string | null;
  filters: DiscountFilters;
  page: number;
  /** An Admin's chosen dealer (dealer_id_for_admin, spec 3.12). */
  dealerId: string | null;
  /** ISO instant of the read-only past view ('Stand vom'). */
  asOf: string | null;
}

const LIST_VALUES: Partial<Record<DiscountFilterKey, readonly string[]>> = {
  fuel_type: FUEL_TYPES,
  gear_type: GEAR_TYPES,
  body_type: BODY_TYPES,
  state: DISCOUNT_ROW_STATES,
};

export function readList(search: URLSearchParams, key: string): string[] {
  return (search.get(key) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

export function parseTableQuery(search: URLSearchParams): TableQuery {
  const filters: DiscountFilters = {};
  for (const key of DISCOUNT_FILTER_KEYS) {
    if (key === 'search') {
      const text = search.get('search')?.trim();
      if (text) filters.search = text;
      continue;
    }
    const allowed = LIST_VALUES[key];
    const values = readList(search, key).filter((value) => !allowed || allowed.includes(value));
    if (values.length > 0) (filters as Record<string, string[]>)[key] = values;
  }
  const page = Number(search.get('page'));
  const asOf = search.get('as_of');
  return {
    customerGroup: parseCustomerGroup(search.get('customer_group')) ?? null,
    bankId: search.get('bank_id') || null,
    manufacturerId: search.get('manufacturer_id') || null,
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    dealerId: search.get('dealer_id') || null,
    asOf: asOf && !Number.isNaN(Date.parse(asOf)) ? asOf : null,
  };
}

export function hasFilters(filters: DiscountFilters): boolean {
  return Object.keys(filters).length > 0;
}

function copy(search: URLSearchParams): URLSearchParams {
  return new URLSearchParams(search);
}

/** A filter changed: written into the query (removed when empty) and the page back to 1. */
export function withFilter(search: URLSearchParams, key: DiscountFilterKey, value: string | readonly string[] | null): URLSearchParams {
  const next = copy(search);
  const text = Array.isArray(value) ? value.join(',') : ((value as string | null) ?? '').trim();
  if (text) next.set(key, text);
  else next.delete(key);
  next.set('page', '1');
  return next;
}

/**
 * A main criterion changed: the filters are dropped (the visible columns are reset by the page,
 * they are not in the URL) and the page goes back to 1.
 */
export function withMainCriteria(search: URLSearchParams, criteria: Partial<Record<(typeof MAIN_CRITERIA_KEYS)[number], string>>): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of [...MAIN_CRITERIA_KEYS, ...CONTEXT_KEYS]) {
    const value = key in criteria ? criteria[key as keyof typeof criteria] : search.get(key);
    if (value) next.set(key, value);
  }
  next.set('page', '1');
  return next;
}

/** 'Filter zurücksetzen': only the three criteria (and dealer and moment) stay. */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  return withMainCriteria(search, {});
}

export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = copy(search);
  next.set('page', String(page));
  return next;
}

export function withAsOf(search: URLSearchParams, asOf: string | null): URLSearchParams {
  const next = copy(search);
  if (asOf) next.set('as_of', asOf);
  else next.delete('as_of');
  return next;
}

export function withDealer(dealerId: string): URLSearchParams {
  // Another dealer has other banks and brands: start from its defaults.
  const next = new URLSearchParams();
  next.set('dealer_id', dealerId);
  return next;
}

/** The scope when all three criteria are known. */
export function scopeOf(query: TableQuery): DiscountScopeParams | null {
  if (!query.customerGroup || !query.bankId || !query.manufacturerId) return null;
  return { customer_group: query.customerGroup, bank_id: query.bankId, manufacturer_id: query.manufacturerId };
}

/** Query parameters of GET discounts and update_all filters: lists comma-separated as in the URL. */
export function filterParams(filters: DiscountFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of DISCOUNT_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}
