import { assertSlug } from '../../shared/path-params';
import { assertOnlyKeys, customerGroupOf, listOf, type RawQuery } from '../../shared/query-params';

/** Optional car_series (slugs, repeated or comma-separated) narrows the trim levels to those series. */
export function parseTrimLevelsRequest(query: RawQuery): { carSeriesSlugs: string[] } {
  const normalised: RawQuery = Object.fromEntries(Object.entries(query).map(([k, v]) => [k.endsWith('[]') ? k.slice(0, -2) : k, v]));
  assertOnlyKeys(normalised, ['customer_group', 'customer_type', 'car_series']);
  customerGroupOf(normalised);
  return { carSeriesSlugs: listOf(normalised.car_series, 'car_series').map((s) => assertSlug(s, 'car_series')) };
}
