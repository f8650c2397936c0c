import type { CustomerGroup } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import { assertOnlyKeys, detailCustomerGroupOf, type RawQuery } from '../../shared/query-params';

/** GET /api/v1/quotes/{id}/extras; prices follow the car detail's group rule (anything but b2c is b2b). */
export function parseQuoteExtrasRequest(id: string, query: RawQuery): { quoteId: string; customerGroup: CustomerGroup } {
  assertOnlyKeys(query, ['customer_group', 'customer_type']);
  return { quoteId: assertUuid(id), customerGroup: detailCustomerGroupOf(query) };
}
