import { parseOfferQuery, type OfferFilter } from '../../shared/offer-filter';
import type { RawQuery } from '../../shared/query-params';

/** GET /api/v1/catalog/search_offers/car_series: customer_group plus the usual term filters. */
export function parseFilterCarSeriesRequest(query: RawQuery): OfferFilter {
  return parseOfferQuery(query, ['customer_group', 'customer_type']).filter;
}
