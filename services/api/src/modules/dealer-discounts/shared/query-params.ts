import {
  BODY_TYPES,
  CUSTOMER_GROUPS,
  DISCOUNT_ROW_STATES,
  DISCOUNT_TABLE_PAGE_SIZES,
  isDiscountSortKey,
  SORT_DIRECTIONS,
  type DiscountSortKey,
  type SortDirection,
  FUEL_TYPES,
  GEAR_TYPES,
  isDiscountCellField,
  type CustomerGroup,
  type DiscountCellField,
  type DiscountFilters,
} from '@autoleasing/contracts';
import { assertOnlyKeys, invalidParameter, type RawQuery } from '../../../common/http/query-parameters';

export { assertOnlyKeys, invalidParameter, type RawQuery };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function single(query: RawQuery, key: string): string | undefined {
  const raw = query[key];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) {
    if (raw.length !== 1) throw invalidParameter(key, `Der Parameter „${key}“ darf nur einmal vorkommen.`);
    return raw[0];
  }
  if (raw.length > 200) throw invalidParameter(key);
  return raw;
}

export function list(query: RawQuery, key: string): string[] | undefined {
  const raw = query[key];
  if (raw === undefined) return undefined;
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  if (values.length > 100 || values.some((v) => v.length > 200)) throw invalidParameter(key);
  return values.length ? values : undefined;
}

export function uuidParam(query: RawQuery, key: string, required: true): string;
export function uuidParam(query: RawQuery, key: string, required?: false): string | undefined;
export function uuidParam(query: RawQuery, key: string, required = false): string | undefined {
  const value = single(query, key);
  if (value === undefined || value === '') {
    if (required) throw invalidParameter(key, `Der Parameter „${key}“ fehlt.`);
    return undefined;
  }
  if (!UUID.test(value)) throw invalidParameter(key);
  return value.toLowerCase();
}

export function customerGroupParam(query: RawQuery, key = 'customer_group', required = true): CustomerGroup | undefined {
  const value = single(query, key);
  if (value === undefined || value === '') {
    if (required) throw invalidParameter(key, `Der Parameter „${key}“ fehlt.`);
    return undefined;
  }
  const group = value === 'B' ? 'b2b' : value === 'P' ? 'b2c' : value;
  if (!(CUSTOMER_GROUPS as readonly string[]).includes(group)) throw invalidParameter(key, '„customer_group“ erlaubt nur b2b und b2c.');
  return group as CustomerGroup;
}

export function pageParam(query: RawQuery): number {
  const value = single(query, 'page');
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw invalidParameter('page', '„page“ muss eine ganze Zahl ab 1 sein.');
  return Number(value);
}

export function timeParam(query: RawQuery, key: string): Date | undefined {
  const value = single(query, key);
  if (value === undefined || value === '') return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw invalidParameter(key, `„${key}“ muss eine Zeitangabe (ISO 8601) sein.`);
  return time;
}

export function fieldParam(query: RawQuery, key: string): DiscountCellField | undefined {
  const value = single(query, key);
  if (value === undefined || value === '') return undefined;
  if (!isDiscountCellField(value)) throw invalidParameter(key);
  return value;
}

function enumList<T extends string>(query: RawQuery, key: string, allowed: readonly T[]): T[] | undefined {
  const values = list(query, key);
  if (values?.some((v) => !(allowed as readonly string[]).includes(v))) throw invalidParameter(key);
  return values as T[] | undefined;
}

export const FILTER_KEYS = ['car_series', 'trim_level', 'fuel_type', 'gear_type', 'body_type', 'state', 'search'] as const;

/** The table's filters (spec 2.5, 3.12), lists comma-separated or repeated. */
export function filtersOf(query: RawQuery): DiscountFilters {
  const search = single(query, 'search')?.trim();
  return {
    car_series: list(query, 'car_series'),
    trim_level: list(query, 'trim_level'),
    fuel_type: enumList(query, 'fuel_type', FUEL_TYPES),
    gear_type: enumList(query, 'gear_type', GEAR_TYPES),
    body_type: enumList(query, 'body_type', BODY_TYPES),
    state: enumList(query, 'state', DISCOUNT_ROW_STATES),
    search: search ? search : undefined,
  };
}

/** What a table page's rows may carry besides spec 3.11's row (`include`, comma-separated). */
export const ROW_INCLUDES = ['cell_editors'] as const;

export function includesOf(query: RawQuery): (typeof ROW_INCLUDES)[number][] {
  return enumList(query, 'include', ROW_INCLUDES) ?? [];
}

export const ORDER_KEYS = ['sort', 'sort_direction', 'per_page'] as const;

/**
 * Sort column, direction and page size of the table (issue 21): `sort` one of DISCOUNT_SORT_KEYS
 * (none = series and model name), `sort_direction` asc (default) or desc, `per_page` 20 (default),
 * 50 or 100. Anything else answers 400 `invalid_parameter` with a German message.
 */
export function orderOf(query: RawQuery): { sort: DiscountSortKey | null; direction: SortDirection; perPage: number } {
  const sort = single(query, 'sort') || null;
  if (sort !== null && !isDiscountSortKey(sort)) throw invalidParameter('sort', `Nach „${sort.slice(0, 60)}“ kann die Tabelle nicht sortiert werden.`);
  const direction = single(query, 'sort_direction') || 'asc';
  if (!(SORT_DIRECTIONS as readonly string[]).includes(direction)) throw invalidParameter('sort_direction', '„sort_direction“ erlaubt nur asc und desc.');
  const perPage = single(query, 'per_page') || String(DISCOUNT_TABLE_PAGE_SIZES[0]);
  if (!(DISCOUNT_TABLE_PAGE_SIZES as readonly number[]).map(String).includes(perPage)) {
    throw invalidParameter('per_page', `„per_page“ erlaubt nur ${DISCOUNT_TABLE_PAGE_SIZES.join(', ')} Zeilen je Seite.`);
  }
  return { sort, direction: direction as SortDirection, perPage: Number(perPage) };
}
