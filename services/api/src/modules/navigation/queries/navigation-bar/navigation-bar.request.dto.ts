import type { CustomerGroup } from '@autoleasing/contracts';
import { customerGroupOf, type GroupQuery } from '../../../catalogue/shared/query-params';

export function parseNavigationBarRequest(query: GroupQuery): CustomerGroup {
  return customerGroupOf(query);
}
