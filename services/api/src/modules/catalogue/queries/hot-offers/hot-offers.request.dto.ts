import type { CustomerGroup } from '@autoleasing/contracts';
import { customerGroupOf, type GroupQuery } from '../../shared/query-params';

export function parseHotOffersRequest(query: GroupQuery): CustomerGroup {
  return customerGroupOf(query);
}
