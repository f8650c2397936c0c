import { parseOfferQuery, type OfferFilter } from '../../shared/offer-filter';
import type { RawQuery } from '../../../../common/http/query-parameters';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryRest } from '../../../../common/http/query-dto';

/** GET /api/v1/catalog/search_offers/car_series: customer_group plus the usual term filters. */
export function parseFilterCarSeriesRequest(query: RawQuery): OfferFilter {
  return parseOfferQuery(query, ['customer_group', 'customer_type']).filter;
}

/** customer_group / customer_type plus the offer filters (`term[…]`, `range[…]`: @ApiOfferFilters). */
export class FilterCarSeriesQueryDto extends CustomerGroupQueryDto {
  @QueryRest(parseFilterCarSeriesRequest) filter!: OfferFilter;
}
