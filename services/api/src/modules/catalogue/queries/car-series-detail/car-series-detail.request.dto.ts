import type { CustomerGroup } from '@autoleasing/contracts';
import { assertSlug } from '../../shared/path-params';
import { assertOnlyKeys, customerGroupOf, type RawQuery } from '../../shared/query-params';

export function parseCarSeriesDetailRequest(slug: string, query: RawQuery): { slug: string; customerGroup: CustomerGroup } {
  assertOnlyKeys(query, ['customer_group', 'customer_type']);
  return { slug: assertSlug(slug), customerGroup: customerGroupOf(query) };
}
