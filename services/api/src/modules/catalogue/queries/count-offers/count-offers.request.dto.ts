import { invalidParameter } from '../../shared/catalogue-errors';
import { parseOfferQuery, type OfferFilter } from '../../shared/offer-filter';
import { singleOf, type RawQuery } from '../../shared/query-params';
import { asGiven, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryRest, QueryValue } from '../../../../common/http/query-dto';

export const AGGREGATION_FIELDS = ['body_type', 'manufacturer_name_slug'] as const;
export type AggregationField = (typeof AGGREGATION_FIELDS)[number];

export interface CountOffersRequest {
  filter: OfferFilter;
  field: AggregationField;
}

/** GET /api/v1/catalog/search_offers/count: customer_group, aggregation_field and term filters. */
export function parseCountOffersRequest(query: RawQuery): CountOffersRequest {
  const { filter, control } = parseOfferQuery(query, ['customer_group', 'customer_type', 'aggregation_field']);
  const field = singleOf(control.aggregation_field, 'aggregation_field') || 'body_type';
  if (!(AGGREGATION_FIELDS as readonly string[]).includes(field)) {
    throw invalidParameter('aggregation_field', '„aggregation_field“ erlaubt nur body_type und manufacturer_name_slug.');
  }
  return { filter, field: field as AggregationField };
}

/** customer_group, aggregation_field and the offer filters (`term[…]`, `range[…]`: @ApiOfferFilters). */
export class CountOffersQueryDto extends CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'body_type (Standard) oder manufacturer_name_slug', enum: AGGREGATION_FIELDS }) aggregation_field?: string | string[];
  @QueryRest(parseCountOffersRequest) request!: CountOffersRequest;
}
