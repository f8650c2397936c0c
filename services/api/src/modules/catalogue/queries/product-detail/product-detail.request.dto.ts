import type { CustomerGroup } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import { detailCustomerGroupOf, hasChosenGroup } from '../../shared/query-params';
import type { LastSeenQueryDto } from '../../shared/query-dtos';
import { parseLastSeen } from '../homepage/homepage.request.dto';

/**
 * GET /api/v1/products/{id}?customer_group=&last_seen_car_ids[]=: anything but b2c counts as b2b.
 * Without customer_group / customer_type (a visitor who chose none) the offer's own group decides.
 */
export function parseProductDetailRequest(id: string, query: LastSeenQueryDto): { id: string; customerGroup: CustomerGroup | undefined; lastSeenCarIds: string[] } {
  const chosen = hasChosenGroup(query);
  return { id: assertUuid(id), customerGroup: chosen ? detailCustomerGroupOf(query) : undefined, lastSeenCarIds: parseLastSeen(query) };
}
