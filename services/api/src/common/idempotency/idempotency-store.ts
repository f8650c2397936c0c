import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** A stored key expires after a day: long enough for any client retry, short enough to stay small. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; statusCode: number; body: unknown }
  | { outcome: 'in_progress' }
  | { outcome: 'mismatch' };

export function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

export class IdempotencyStore {
  constructor(private readonly pool: Pool) {}

  /** Claims the key for this request, or tells what happened to the earlier request with it. */
  async claim(scope: string, key: string, requestHash: string): Promise<Claim> {
    const inserted = await this.pool.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, state) VALUES ($1, $2, $3, 'in_progress')
       ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, state = 'in_progress',
         status_code = NULL, response_body = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)
       RETURNING 1`,
      [scope, key, requestHash, IDEMPOTENCY_TTL_HOURS],
    );
    if (inserted.rowCount === 1) return { outcome: 'claimed' };
    const { rows } = await this.pool.query<{ request_hash: string; state: string; status_code: number; response_body: unknown }>(
      'SELECT request_hash, state, status_code, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    const row = rows[0];
    if (!row) return this.claim(scope, key, requestHash); // released in between: try again
    if (row.request_hash !== requestHash) return { outcome: 'mismatch' };
    if (row.state === 'in_progress') return { outcome: 'in_progress' };
    return { outcome: 'replay', statusCode: row.status_code, body: row.response_body };
  }

  async complete(scope: string, key: string, statusCode: number, body: unknown): Promise<void> {
    await this.pool.query(
      `UPDATE idempotency_keys SET state = 'completed', status_code = $3, response_body = $4 WHERE scope = $1 AND key = $2`,
      [scope, key, statusCode, JSON.stringify(body ?? null)],
    );
  }

  /** A failed request leaves nothing behind, so the client may retry with the same key. */
  async release(scope: string, key: string): Promise<void> {
    await this.pool.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  }
}
