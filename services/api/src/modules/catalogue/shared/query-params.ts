import { DEFAULT_CUSTOMER_GROUP, parseCustomerGroup, parseCustomerType, type CustomerGroup } from '@autoleasing/contracts';
import { listOf, singleOf } from '../../../common/http/query-values';
import { invalidCustomerGroup } from './catalogue-errors';

/** Longest value we look at; slugs and ids are far shorter, so anything longer is not ours. */
export const MAX_VALUE_LENGTH = 100;
const LIMITS = { values: 50, length: MAX_VALUE_LENGTH };

/** All values of a key: common listOf within the catalogue's narrower limits. */
export const catalogueListOf = (raw: string | string[] | undefined, key: string): string[] => listOf(raw, key, LIMITS);

/** One value of at most MAX_VALUE_LENGTH characters: common singleOf with the catalogue's limit. */
export const catalogueSingleOf = (raw: string | string[] | undefined, key: string): string | undefined => singleOf(raw, key, MAX_VALUE_LENGTH);

/** The two parameters that choose the customer group (a query DTO or a raw query). */
export interface GroupQuery {
  customer_group?: string | string[];
  customer_type?: string | string[];
}

/** customer_group (b2b, b2c, B, P) or customer_type (B, P); default b2b (spec 9). */
export function customerGroupOf(query: GroupQuery): CustomerGroup {
  const group = catalogueSingleOf(query.customer_group, 'customer_group');
  const type = catalogueSingleOf(query.customer_type, 'customer_type');
  if (group !== undefined && group !== '') return parseCustomerGroup(group) ?? throwInvalidGroup();
  if (type !== undefined && type !== '') return parseCustomerType(type) ?? throwInvalidGroup();
  return DEFAULT_CUSTOMER_GROUP;
}

export const CUSTOMER_GROUP_KEYS = ['customer_group', 'customer_type'] as const;

/** Did the visitor choose a group in the URL (customer_group or customer_type)? */
export function hasChosenGroup(query: GroupQuery): boolean {
  return CUSTOMER_GROUP_KEYS.some((key) => query[key] !== undefined);
}

function throwInvalidGroup(): never {
  throw invalidCustomerGroup();
}
