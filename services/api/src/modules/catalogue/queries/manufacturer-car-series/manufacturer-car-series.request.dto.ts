import type { CustomerGroup } from '@autoleasing/contracts';
import { customerGroupOf, type GroupQuery } from '../../shared/query-params';

/** customer_group decides which offers are counted and whether the cheapest rate is net or gross. */
export function parseCustomerGroupOnly(query: GroupQuery): CustomerGroup {
  return customerGroupOf(query);
}
