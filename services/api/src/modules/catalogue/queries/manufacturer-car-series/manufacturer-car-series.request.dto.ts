import type { CustomerGroup } from '@autoleasing/contracts';
import { assertOnlyKeys, customerGroupOf, type RawQuery } from '../../shared/query-params';

/** customer_group decides which offers are counted and whether the cheapest rate is net or gross. */
export function parseCustomerGroupOnly(query: RawQuery, extraKeys: string[] = []): CustomerGroup {
  assertOnlyKeys(query, ['customer_group', 'customer_type', ...extraKeys]);
  return customerGroupOf(query);
}
