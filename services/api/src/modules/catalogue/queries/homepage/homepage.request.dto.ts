import { type CustomerGroup, UUID_PATTERN } from '@autoleasing/contracts';
import { invalidParameter } from '../../shared/catalogue-errors';
import { customerGroupOf, listOf } from '../../shared/query-params';
import type { LastSeenQueryDto } from '../../shared/query-dtos';

/** Spec 9: the recently seen cars cookie holds at most 10 ids. */
export const MAX_LAST_SEEN = 10;

/** last_seen_car_ids[] (or last_seen_car_ids): uuids, at most 10, duplicates dropped, order kept. */
export function parseLastSeen(query: LastSeenQueryDto): string[] {
  const ids = [...new Set(listOf(query['last_seen_car_ids[]'] ?? query.last_seen_car_ids, 'last_seen_car_ids').map((id) => id.toLowerCase()))];
  if (ids.length > MAX_LAST_SEEN) throw invalidParameter('last_seen_car_ids', `Höchstens ${MAX_LAST_SEEN} zuletzt angesehene Fahrzeuge.`);
  for (const id of ids) if (!UUID_PATTERN.test(id)) throw invalidParameter('last_seen_car_ids');
  return ids;
}

export function parseHomepageRequest(query: LastSeenQueryDto): { customerGroup: CustomerGroup; lastSeenCarIds: string[] } {
  return { customerGroup: customerGroupOf(query), lastSeenCarIds: parseLastSeen(query) };
}
