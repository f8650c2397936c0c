import { assertOnlyKeys, booleanOf, customerGroupOf, type RawQuery } from '../../shared/query-params';

/** GET /api/v1/catalog/manufacturers[?customer_group=&with_offers=true] */
export function parseListManufacturersRequest(query: RawQuery): { withOffersOnly: boolean } {
  assertOnlyKeys(query, ['customer_group', 'customer_type', 'with_offers']);
  customerGroupOf(query);
  return { withOffersOnly: booleanOf(query.with_offers, 'with_offers') ?? false };
}
