import type { CustomerGroup } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import { assertOnlyKeys, detailCustomerGroupOf, hasChosenGroup, type RawQuery } from '../../shared/query-params';
import { parseLastSeen } from '../homepage/homepage.request.dto';

/**
 * GET /api/v1/products/{id}?customer_group=&last_seen_car_ids[]=: anything but b2c counts as b2b.
 * Without customer_group / customer_type (a visitor who chose none) the offer's own group decides.
 */
export function parseProductDetailRequest(id: string, query: RawQuery): { id: string; customerGroup: CustomerGroup | undefined; lastSeenCarIds: string[] } {
  assertOnlyKeys(query, ['customer_group', 'customer_type', 'last_seen_car_ids[]', 'last_seen_car_ids']);
  const chosen = hasChosenGroup(query);
  return { id: assertUuid(id), customerGroup: chosen ? detailCustomerGroupOf(query) : undefined, lastSeenCarIds: parseLastSeen(query) };
}
