import {
  BODY_TYPES,
  DISCOUNT_FILTER_KEYS,
  DISCOUNT_ROW_STATES,
  DISCOUNT_TABLE_PAGE_SIZE,
  DISCOUNT_TABLE_PAGE_SIZES,
  isDiscountSortKey,
  FUEL_TYPES,
  GEAR_TYPES,
  parseCustomerGroup,
  type CustomerGroup,
  type DiscountFilterKey,
  type DiscountFilters,
  type DiscountScopeParams,
  type DiscountSortKey,
  type SortDirection,
} from '@autoleasing/contracts';
import { pageOf } from '../../../lib/url-page';

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
/** How the dealer likes to look at tables (issue 21): kept through criteria and filter changes. */
const VIEW_KEYS = ['sort', 'sort_direction', 'per_page'] as const;

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
  /** Server-side sort column (null: series and model name) and direction. */
  sort: DiscountSortKey | null;
  sortDirection: SortDirection;
  /** Rows per page: 20, 50 or 100. */
  perPage: number;
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
  const asOf = search.get('as_of');
  return {
    customerGroup: parseCustomerGroup(search.get('customer_group')) ?? null,
    bankId: search.get('bank_id') || null,
    manufacturerId: search.get('manufacturer_id') || null,
    filters,
    page: pageOf(search),
    dealerId: search.get('dealer_id') || null,
    asOf: asOf && !Number.isNaN(Date.parse(asOf)) ? asOf : null,
    ...viewOf(search),
  };
}

function viewOf(search: URLSearchParams): Pick<TableQuery, 'sort' | 'sortDirection' | 'perPage'> {
  const sort = search.get('sort');
  const perPage = Number(search.get('per_page'));
  return {
    sort: isDiscountSortKey(sort) ? sort : null,
    sortDirection: search.get('sort_direction') === 'desc' ? 'desc' : 'asc',
    perPage: (DISCOUNT_TABLE_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DISCOUNT_TABLE_PAGE_SIZE,
  };
}

/** Another sort (null: the table's order): the first page of the new order. */
export function withSort(search: URLSearchParams, sort: DiscountSortKey | null, direction: SortDirection): URLSearchParams {
  const next = copy(search);
  if (sort) {
    next.set('sort', sort);
    next.set('sort_direction', direction);
  } else {
    next.delete('sort');
    next.delete('sort_direction');
  }
  next.set('page', '1');
  return next;
}

/** Another page size: back to page 1 (the old page number means other rows now). */
export function withPerPage(search: URLSearchParams, perPage: number): URLSearchParams {
  const next = copy(search);
  if (perPage === DISCOUNT_TABLE_PAGE_SIZE) next.delete('per_page');
  else next.set('per_page', String(perPage));
  next.set('page', '1');
  return next;
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
  for (const key of [...MAIN_CRITERIA_KEYS, ...CONTEXT_KEYS, ...VIEW_KEYS]) {
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
