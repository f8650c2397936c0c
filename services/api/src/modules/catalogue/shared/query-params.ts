import { CUSTOMER_GROUPS, DEFAULT_CUSTOMER_GROUP, parseCustomerGroup, type CustomerGroup } from '@autoleasing/contracts';
import { assertOnlyKeys, type RawQuery } from '../../../common/http/query-parameters';
import { invalidCustomerGroup, invalidParameter } from './catalogue-errors';

export { assertOnlyKeys, type RawQuery };

/** Longest value we look at; slugs and ids are far shorter, so anything longer is not ours. */
export const MAX_VALUE_LENGTH = 100;
const MAX_VALUES = 50;

/** All values of a key, from repeated keys or comma lists ('suv,van'). */
export function listOf(raw: string | string[] | undefined, key: string): string[] {
  if (raw === undefined) return [];
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
  if (values.length > MAX_VALUES) throw invalidParameter(key, `Zu viele Werte für „${key}“.`);
  for (const value of values) if (value.length > MAX_VALUE_LENGTH) throw invalidParameter(key);
  return values;
}

/** One value; a key given twice is an error rather than a silent pick. */
export function singleOf(raw: string | string[] | undefined, key: string): string | undefined {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) {
    if (raw.length !== 1) throw invalidParameter(key, `Der Parameter „${key}“ darf nur einmal vorkommen.`);
    return singleOf(raw[0], key);
  }
  if (raw.length > MAX_VALUE_LENGTH) throw invalidParameter(key);
  return raw;
}

/** A whole number within bounds, digits only: '1e3', '12abc', '-5' and '' are refused. */
export function integerOf(raw: string | string[] | undefined, key: string, min: number, max: number): number | undefined {
  const value = singleOf(raw, key);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,12}$/.test(value)) throw invalidParameter(key, `„${key}“ muss eine ganze Zahl sein.`);
  const number = Number(value);
  if (number < min || number > max) throw invalidParameter(key, `„${key}“ muss zwischen ${min} und ${max} liegen.`);
  return number;
}

export function booleanOf(raw: string | string[] | undefined, key: string): boolean | undefined {
  const value = singleOf(raw, key);
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw invalidParameter(key, `„${key}“ muss true oder false sein.`);
}

/** The two parameters that choose the customer group (a query DTO or a raw query). */
export interface GroupQuery {
  customer_group?: string | string[];
  customer_type?: string | string[];
}

/** customer_group (b2b, b2c, B, P) or customer_type (B, P); default b2b (spec 9). */
export function customerGroupOf(query: GroupQuery): CustomerGroup {
  const group = singleOf(query.customer_group, 'customer_group');
  const type = singleOf(query.customer_type, 'customer_type');
  if (group !== undefined && group !== '') return parseCustomerGroup(group) ?? throwInvalidGroup();
  if (type !== undefined && type !== '') return type === 'B' || type === 'P' ? (parseCustomerGroup(type) as CustomerGroup) : throwInvalidGroup();
  return DEFAULT_CUSTOMER_GROUP;
}

/** Car details (spec 4.9 / issue): anything but b2c (or P) counts as b2b, never an error. */
export function detailCustomerGroupOf(query: GroupQuery): CustomerGroup {
  const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);
  const group = first(query.customer_group) ?? first(query.customer_type);
  return group === 'b2c' || group === 'P' ? 'b2c' : 'b2b';
}

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export const CUSTOMER_GROUP_KEYS = ['customer_group', 'customer_type'] as const;

/** Did the visitor choose a group in the URL (customer_group or customer_type)? */
export function hasChosenGroup(query: GroupQuery): boolean {
  return CUSTOMER_GROUP_KEYS.some((key) => query[key] !== undefined);
}
export { CUSTOMER_GROUPS };

function throwInvalidGroup(): never {
  throw invalidCustomerGroup();
}
