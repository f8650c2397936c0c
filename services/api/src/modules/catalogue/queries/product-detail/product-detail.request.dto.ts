import type { CustomerGroup } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import { lastSeenOf, type DetailLastSeenQueryDto } from '../../shared/query-dtos';

/**
 * GET /api/v1/products/{id}?customer_group=&last_seen_car_ids[]=: anything but b2c counts as b2b.
 * Without customer_group / customer_type (a visitor who chose none) the offer's own group decides.
 */
export function parseProductDetailRequest(id: string, query: DetailLastSeenQueryDto): { id: string; customerGroup: CustomerGroup | undefined; lastSeenCarIds: string[] } {
  return { id: assertUuid(id), customerGroup: query.customer_group ?? query.customer_type, lastSeenCarIds: lastSeenOf(query) };
}
