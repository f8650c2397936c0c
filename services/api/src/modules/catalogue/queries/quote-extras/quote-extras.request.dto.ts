import type { CustomerGroup } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import type { DetailGroupQueryDto } from '../../shared/query-dtos';

/** GET /api/v1/quotes/{id}/extras; prices follow the car detail's group rule (anything but b2c is b2b). */
export function parseQuoteExtrasRequest(id: string, query: DetailGroupQueryDto): { quoteId: string; customerGroup: CustomerGroup } {
  return { quoteId: assertUuid(id), customerGroup: query.customer_group ?? query.customer_type ?? 'b2b' };
}
