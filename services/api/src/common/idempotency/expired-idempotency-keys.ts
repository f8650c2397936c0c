import type { Pool } from 'pg';
import { IDEMPOTENCY_TTL_HOURS } from './idempotency-store';

/**
 * Stored answers replay what the request returned, message texts and details included: after the
 * retry window (24 h) they are deleted, so no personal data lingers in them (issue #20, GDPR).
 * Returns how many went.
 */
export async function deleteExpiredIdempotencyKeys(pool: Pool, ttlHours = IDEMPOTENCY_TTL_HOURS): Promise<number> {
  const result = await pool.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)', [ttlHours]);
  return result.rowCount ?? 0;
}
