import type { CustomerGroup } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import { detailCustomerGroupOf, type GroupQuery } from '../../shared/query-params';

/** GET /api/v1/quotes/{id}/extras; prices follow the car detail's group rule (anything but b2c is b2b). */
export function parseQuoteExtrasRequest(id: string, query: GroupQuery): { quoteId: string; customerGroup: CustomerGroup } {
  return { quoteId: assertUuid(id), customerGroup: detailCustomerGroupOf(query) };
}
