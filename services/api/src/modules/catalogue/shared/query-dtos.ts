import { ApiQuery } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { QueryValue } from '../../../common/http/query-dto';
import { asGiven } from '../../../common/http/query-values';

/**
 * The catalogue's query DTOs declare (and so document and whitelist) every parameter; the values
 * are read by the endpoint's parser after the pipe, since most rules span parameters
 * (customer_group or customer_type, defaults by group, ranges).
 */
export { asGiven };

export class CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'Kundengruppe: b2b (Standard), b2c, B oder P' }) customer_group?: string | string[];
  @QueryValue(asGiven, { description: 'Kundengruppe als B oder P (statt customer_group)' }) customer_type?: string | string[];
}

export class LastSeenQueryDto extends CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'Zuletzt angesehene Fahrzeuge (ids, höchstens 10)', type: [String] }) 'last_seen_car_ids[]'?: string | string[];
  @QueryValue(asGiven, { description: 'Wie last_seen_car_ids[] (kommagetrennt)' }) last_seen_car_ids?: string | string[];
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
