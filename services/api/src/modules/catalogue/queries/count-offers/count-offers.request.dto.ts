import { offerFiltersOf, type OfferFilter } from '../../shared/offer-filter';
import { oneOf } from '../../../../common/http/query-values';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryRest, QueryValue } from '../../../../common/http/query-dto';

export const AGGREGATION_FIELDS = ['body_type', 'manufacturer_name_slug'] as const;
export type AggregationField = (typeof AGGREGATION_FIELDS)[number];

export interface CountOffersRequest {
  filter: OfferFilter;
  field: AggregationField;
}

/** customer_group, aggregation_field and the offer filters (`term[…]`, `range[…]`: @ApiOfferFilters). */
export class CountOffersQueryDto extends CustomerGroupQueryDto {
  @QueryValue(oneOf(AGGREGATION_FIELDS, '„aggregation_field“ erlaubt nur body_type und manufacturer_name_slug.'), { description: 'body_type (Standard) oder manufacturer_name_slug', enum: AGGREGATION_FIELDS })
  aggregation_field?: AggregationField;
  @QueryRest(offerFiltersOf) filter!: OfferFilter;
}

/** GET /api/v1/catalog/search_offers/count: the filters, counted by body_type unless aggregation_field says otherwise. */
export function countOffersRequestOf(query: CountOffersQueryDto): CountOffersRequest {
  return { filter: query.filter, field: query.aggregation_field ?? 'body_type' };
}
