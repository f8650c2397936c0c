import type { CustomerGroup } from '@autoleasing/contracts';
import { customerGroupOf } from '../../shared/query-params';
import { lastSeenOf, type LastSeenQueryDto } from '../../shared/query-dtos';

export function parseHomepageRequest(query: LastSeenQueryDto): { customerGroup: CustomerGroup; lastSeenCarIds: string[] } {
  return { customerGroup: customerGroupOf(query), lastSeenCarIds: lastSeenOf(query) };
}
