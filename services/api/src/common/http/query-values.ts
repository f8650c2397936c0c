import { isUuid, SORT_DIRECTIONS, type SortDirection } from '@autoleasing/contracts';
import type { QueryParser, QueryRestParser } from './query-dto';
import { invalidParameter } from './query-parameters';

/**
 * Parsers of single query parameters for `@QueryValue` (query-dto.ts): each reads one raw value
 * (an array when the key repeats) and throws 400 `invalid_parameter` with a German text.
 */
/** The raw value, for a DTO whose endpoint reads it later (rules that span parameters, or an order to keep). */
export const asGiven: QueryParser<string | string[] | undefined> = (value) => value;

/** Longest value and most values a parameter takes unless its endpoint narrows them. */
export const MAX_VALUE_LENGTH = 200;
export const MAX_VALUES = 100;

/** One value; a repeated key is refused rather than silently picked, an over-long value too. */
export function singleOf(raw: string | string[] | undefined, key: string, maxLength = MAX_VALUE_LENGTH): string | undefined {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) {
    if (raw.length !== 1) throw invalidParameter(key, `Der Parameter „${key}“ darf nur einmal vorkommen.`);
    return singleOf(raw[0], key, maxLength);
  }
  if (raw.length > maxLength) throw invalidParameter(key);
  return raw;
}

/** All values of a key, from repeated keys or comma lists ('suv,van'); none: []. */
export function listOf(raw: string | string[] | undefined, key: string, limits: { values?: number; length?: number } = {}): string[] {
  if (raw === undefined) return [];
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
  if (values.length > (limits.values ?? MAX_VALUES)) throw invalidParameter(key, `Zu viele Werte für „${key}“.`);
  for (const value of values) if (value.length > (limits.length ?? MAX_VALUE_LENGTH)) throw invalidParameter(key);
  return values;
}

/** A whole number within bounds, digits only: '1e3', '12abc', '-5' are refused; missing or empty: undefined. */
export function integerOf(raw: string | string[] | undefined, key: string, min: number, max: number): number | undefined {
  const value = singleOf(raw, key);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,12}$/.test(value)) throw invalidParameter(key, `„${key}“ muss eine ganze Zahl sein.`);
  const number = Number(value);
  if (number < min || number > max) throw invalidParameter(key, `„${key}“ muss zwischen ${min} und ${max} liegen.`);
  return number;
}

/** true/1 or false/0; missing or empty: undefined. */
export function booleanOf(raw: string | string[] | undefined, key: string): boolean | undefined {
  const value = singleOf(raw, key);
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw invalidParameter(key, `„${key}“ muss true oder false sein.`);
}

/** One value of at most 200 characters; a repeated key is refused. */
export const singleValue: QueryParser<string | undefined> = (raw, key) => singleOf(raw, key);

/** Values comma-separated or repeated (at most 100 of at most 200 characters); none: undefined. */
export const commaList: QueryParser<string[] | undefined> = (raw, key) => {
  const values = listOf(raw, key);
  return values.length ? values : undefined;
};

/**
 * A `@QueryRest` rule that ignores the keys the DTO does not declare, for links opened from mails
 * and other sites (tracking keys appended) where an unknown key must not turn into a 400.
 */
export const ignoreOtherKeys: QueryRestParser<undefined> = () => undefined;

/** A comma list whose values all come from `allowed`. */
export function enumList<T extends string>(allowed: readonly T[]): QueryParser<T[] | undefined> {
  return (raw, key) => {
    const values = commaList(raw, key);
    if (values?.some((v) => !(allowed as readonly string[]).includes(v))) throw invalidParameter(key);
    return values as T[] | undefined;
  };
}

/** A value that may be missing or empty (undefined) and is otherwise checked by `parse`. */
export function optional<T>(parse: (value: string, key: string) => T): QueryParser<T | undefined> {
  return (raw, key) => {
    const value = singleValue(raw, key);
    return value === undefined || value === '' ? undefined : parse(value, key);
  };
}

/** A value that must be given (missing or empty: „Der Parameter … fehlt.“) and is checked by `parse`. */
export function required<T>(parse: (value: string, key: string) => T): QueryParser<T> {
  return (raw, key) => {
    const value = singleValue(raw, key);
    if (value === undefined || value === '') throw invalidParameter(key, `Der Parameter „${key}“ fehlt.`);
    return parse(value, key);
  };
}

function uuid(value: string, key: string): string {
  if (!isUuid(value)) throw invalidParameter(key);
  return value.toLowerCase();
}

/** Any uuid (lower-cased). */
export const optionalUuid = optional(uuid);
export const requiredUuid = required(uuid);

/** A page number from 1 (default 1). */
export const pageNumber: QueryParser<number> = (raw) => {
  const value = singleValue(raw, 'page');
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw invalidParameter('page', '„page“ muss eine ganze Zahl ab 1 sein.');
  return Number(value);
};

/** `sort_direction` of a sorted list: asc (default) or desc. */
export const sortDirection: QueryParser<SortDirection> = (raw) => {
  const direction = singleValue(raw, 'sort_direction') || 'asc';
  if (!(SORT_DIRECTIONS as readonly string[]).includes(direction)) throw invalidParameter('sort_direction', '„sort_direction“ erlaubt nur asc und desc.');
  return direction as SortDirection;
};

/** `to` of a time range (from, to) may not lie before `from`: the one rule that spans both parameters. */
export function assertTimeOrder(from: Date | undefined, to: Date | undefined): void {
  if (from && to && from > to) throw invalidParameter('to', '„to“ darf nicht vor „from“ liegen.');
}

/** A point in time (ISO 8601, at least a date). */
export const isoTime = optional((value, key): Date => {
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw invalidParameter(key, `„${key}“ muss eine Zeitangabe (ISO 8601) sein.`);
  return time;
});

/** The last page a deal list (customer area, ops screen) answers: deeper pages mean narrower filters. */
export const MAX_LIST_PAGE = 10_000;

/** The page of a deal list: 1 to MAX_LIST_PAGE, default 1. */
export const listPage: QueryParser<number> = (raw, key) => integerOf(raw, key, 1, MAX_LIST_PAGE) ?? 1;

/** A whole number within `min`..`max` (integerOf); missing or empty: undefined. */
export function integerIn(min: number, max: number): QueryParser<number | undefined> {
  return (raw, key) => integerOf(raw, key, min, max);
}

/** One value from `allowed` (missing or empty: undefined), else 400 `invalid_parameter` with `message` (default: the generic text). */
export function oneOf<T extends string>(allowed: readonly T[], message?: string): QueryParser<T | undefined> {
  return (raw, key) => {
    const value = singleValue(raw, key) || undefined;
    if (value !== undefined && !(allowed as readonly string[]).includes(value)) throw invalidParameter(key, message);
    return value as T | undefined;
  };
}
