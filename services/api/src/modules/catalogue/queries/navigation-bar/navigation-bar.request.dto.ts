import type { CustomerGroup } from '@autoleasing/contracts';
import { assertOnlyKeys, customerGroupOf, type RawQuery } from '../../shared/query-params';

export function parseNavigationBarRequest(query: RawQuery): CustomerGroup {
  assertOnlyKeys(query, ['customer_group', 'customer_type']);
  return customerGroupOf(query);
}
