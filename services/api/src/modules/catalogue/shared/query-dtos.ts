import { parseCustomerGroup, UUID_PATTERN, type CustomerGroup } from '@autoleasing/contracts';
import { ApiQuery, type ApiPropertyOptions } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { QueryValue, type QueryParser } from '../../../common/http/query-dto';
import { invalidCustomerGroup } from './catalogue-errors';
import { invalidParameter } from '../../../common/http/query-parameters';
import { catalogueListOf, catalogueSingleOf } from './query-params';
import { integerOf } from '../../../common/http/query-values';

/**
 * The catalogue's query DTOs declare (and so document and whitelist) every parameter and check
 * each one with its `@QueryValue` parser; the endpoint's request function then applies only the
 * rules that span parameters (customer_group or customer_type, defaults by group, ranges).
 */

/** customer_group: b2b, b2c, B or P (empty: none); kept as given, customerGroupOf weighs it against customer_type. */
export const customerGroupValue: QueryParser<string | undefined> = (raw, key) => {
  const value = catalogueSingleOf(raw, key);
  if (value && !parseCustomerGroup(value)) throw invalidCustomerGroup();
  return value;
};

/** customer_type: one value; whether it must be B or P depends on customer_group (customerGroupOf). */
export const customerTypeValue: QueryParser<string | undefined> = (raw, key) => catalogueSingleOf(raw, key);

export class CustomerGroupQueryDto {
  @QueryValue(customerGroupValue, { description: 'Kundengruppe: b2b (Standard), b2c, B oder P' }) customer_group?: string;
  @QueryValue(customerTypeValue, { description: 'Kundengruppe als B oder P (statt customer_group)' }) customer_type?: string;
}

/** Car details (spec 4.9 / issue): a given group is b2c for b2c (or P), anything else b2b, never an error. */
export const detailGroupValue: QueryParser<CustomerGroup | undefined> = (raw) => {
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return parseCustomerGroup(value) === 'b2c' ? 'b2c' : 'b2b';
};

/** The group of the car details: customer_group, else customer_type; undefined when the visitor chose none. */
export class DetailGroupQueryDto {
  @QueryValue(detailGroupValue, { description: 'Kundengruppe: b2c (oder P), sonst b2b; ohne Angabe entscheidet das Angebot' }) customer_group?: CustomerGroup;
  @QueryValue(detailGroupValue, { description: 'Wie customer_group (B oder P)' }) customer_type?: CustomerGroup;
}

/**
 * A whole number within `min`..`max` that must also be one of `allowed` (term lengths, mileages),
 * else `message` (default: the generic text). `as` names another key in the errors (km_per_year
 * answers as km where it is km's other name).
 */
export function allowedInteger(allowed: readonly number[], [min, max]: [number, number], message?: string, as?: string): QueryParser<number | undefined> {
  return (raw, key) => {
    const name = as ?? key;
    const value = integerOf(raw, name, min, max);
    if (value !== undefined && !allowed.includes(value)) throw invalidParameter(name, message);
    return value;
  };
}

/** Spec 9: the recently seen cars cookie holds at most 10 ids. */
export const MAX_LAST_SEEN = 10;

/** Recently seen car ids: uuids (lower-cased), at most 10, duplicates dropped, order kept; errors name last_seen_car_ids. */
export const lastSeenIds: QueryParser<string[] | undefined> = (raw) => {
  if (raw === undefined) return undefined;
  const key = 'last_seen_car_ids';
  const ids = [...new Set(catalogueListOf(raw, key).map((id) => id.toLowerCase()))];
  if (ids.length > MAX_LAST_SEEN) throw invalidParameter(key, `Höchstens ${MAX_LAST_SEEN} zuletzt angesehene Fahrzeuge.`);
  for (const id of ids) if (!UUID_PATTERN.test(id)) throw invalidParameter(key);
  return ids;
};

const LAST_SEEN_DOC: ApiPropertyOptions = { description: 'Zuletzt angesehene Fahrzeuge (ids, höchstens 10)', type: [String] };
const LAST_SEEN_COMMA_DOC: ApiPropertyOptions = { description: 'Wie last_seen_car_ids[] (kommagetrennt)' };

/** The homepage's query: the group and the recently seen cars. */
export class LastSeenQueryDto extends CustomerGroupQueryDto {
  @QueryValue(lastSeenIds, LAST_SEEN_DOC) 'last_seen_car_ids[]'?: string[];
  @QueryValue(lastSeenIds, LAST_SEEN_COMMA_DOC) last_seen_car_ids?: string[];
}

/** The car detail's query: its lenient group and the recently seen cars. */
export class DetailLastSeenQueryDto extends DetailGroupQueryDto {
  @QueryValue(lastSeenIds, LAST_SEEN_DOC) 'last_seen_car_ids[]'?: string[];
  @QueryValue(lastSeenIds, LAST_SEEN_COMMA_DOC) last_seen_car_ids?: string[];
}

/** The ids of either form (last_seen_car_ids[] first, as before). */
export function lastSeenOf(query: { 'last_seen_car_ids[]'?: string[]; last_seen_car_ids?: string[] }): string[] {
  return query['last_seen_car_ids[]'] ?? query.last_seen_car_ids ?? [];
}

/**
 * The offer filters of spec 3.14 (shared/offer-filter.ts): `term[key]` (or `term[key][]`, or the
 * plain key) and ranges as `range[key][gte|lte]` or `key[min|max]`, documented as deepObject.
 */
export function ApiOfferFilters(): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'term',
      required: false,
      style: 'deepObject',
      explode: true,
      description: 'Filter (spec 3.14): term[body_type][]=suv, term[manufacturer_name]=bmw, term[months]=36 … (auch ohne term[…])',
      schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    }),
    ApiQuery({
      name: 'range',
      required: false,
      style: 'deepObject',
      explode: true,
      description: 'Bereiche in Cent bzw. PS: range[finance_rate_cents][gte]=10000 (oder finance_rate_cents[min]=…)',
      schema: { type: 'object', additionalProperties: { type: 'object', properties: { gte: { type: 'integer' }, lte: { type: 'integer' } } } },
    }),
  );
}
