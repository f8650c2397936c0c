import { createHash, randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/** A stored key expires after a day: long enough for any client retry, short enough to stay small. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * How long a request in progress holds its key without renewing it (issue 19, item 3). The
 * request renews it every third of this while it runs; a crashed one stops renewing, and a retry
 * takes the key over this many seconds later at the latest, instead of 409 for 24 h.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 10;

export type Claim =
  /** The request runs. `resumed`: it takes over the key of an earlier run that stopped renewing (crashed). */
  | { outcome: 'claimed'; commandId: string; resumed: boolean }
  | { outcome: 'replay'; statusCode: number; body: unknown }
  | { outcome: 'in_progress' }
  | { outcome: 'mismatch' };

export function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

/**
 * Every statement on idempotency_keys: the interceptor's claim, renew, complete and release, the
 * privacy sweeper's expiry and the erasure's delete. On a pool, or on a client to join its transaction.
 */
export class IdempotencyStore {
  constructor(
    private readonly pool: Pick<Pool | PoolClient, 'query'>,
    private readonly leaseSeconds = IDEMPOTENCY_LEASE_SECONDS,
  ) {}

  /**
   * Claims the key for this request, or tells what happened to the earlier request with it. A key
   * past its day starts afresh (new command id); a key whose lease ran out while in progress, with
   * the same request, is taken over under its command id, so the command can tell whether its
   * first run committed.
   */
  async claim(scope: string, key: string, requestHash: string): Promise<Claim> {
    const proposed = randomUUID();
    const taken = await this.pool.query<{ command_id: string }>(
      `INSERT INTO idempotency_keys (scope, key, request_hash, state, lease_expires_at, command_id)
       VALUES ($1, $2, $3, 'in_progress', now() + make_interval(secs => $5), $6)
       ON CONFLICT (scope, key) DO UPDATE SET
         request_hash = EXCLUDED.request_hash, state = 'in_progress', status_code = NULL, response_body = NULL,
         lease_expires_at = EXCLUDED.lease_expires_at,
         command_id = CASE WHEN idempotency_keys.created_at < now() - make_interval(hours => $4)
                           THEN EXCLUDED.command_id ELSE idempotency_keys.command_id END,
         created_at = CASE WHEN idempotency_keys.created_at < now() - make_interval(hours => $4)
                           THEN now() ELSE idempotency_keys.created_at END
       WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)
          OR (idempotency_keys.state = 'in_progress' AND idempotency_keys.lease_expires_at < now()
              AND idempotency_keys.request_hash = EXCLUDED.request_hash)
       RETURNING command_id`,
      [scope, key, requestHash, IDEMPOTENCY_TTL_HOURS, this.leaseSeconds, proposed],
    );
    if (taken.rowCount === 1) {
      const commandId = taken.rows[0].command_id;
      return { outcome: 'claimed', commandId, resumed: commandId !== proposed };
    }
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

  /** Extends the lease of a request still running; false when it lost the key (taken over). */
  async renew(scope: string, key: string, commandId: string): Promise<boolean> {
    const renewed = await this.pool.query(
      `UPDATE idempotency_keys SET lease_expires_at = now() + make_interval(secs => $4)
       WHERE scope = $1 AND key = $2 AND command_id = $3 AND state = 'in_progress'`,
      [scope, key, commandId, this.leaseSeconds],
    );
    return renewed.rowCount === 1;
  }

  async complete(scope: string, key: string, commandId: string, statusCode: number, body: unknown): Promise<void> {
    await this.pool.query(
      `UPDATE idempotency_keys SET state = 'completed', status_code = $4, response_body = $5
       WHERE scope = $1 AND key = $2 AND command_id = $3`,
      [scope, key, commandId, statusCode, JSON.stringify(body ?? null)],
    );
  }

  /** A failed request leaves nothing behind, so the client may retry with the same key. */
  async release(scope: string, key: string, commandId: string): Promise<void> {
    await this.pool.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND command_id = $3', [scope, key, commandId]);
  }

  /**
   * Stored answers replay what the request returned, message texts and details included: after the
   * retry window (24 h) they are deleted, so no personal data lingers in them (issue #20, GDPR).
   * Returns how many went.
   */
  async deleteExpired(ttlHours = IDEMPOTENCY_TTL_HOURS): Promise<number> {
    const result = await this.pool.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)', [ttlHours]);
    return result.rowCount ?? 0;
  }

  /**
   * Erasure (GDPR art. 17): stored answers replay message texts and details, so the customer's own
   * (scope starts with their id) and staff answers about their deals (which name a deal id) go.
   */
  async eraseFor(customerId: string, dealIds: readonly string[]): Promise<void> {
    await this.pool.query(
      `DELETE FROM idempotency_keys
        WHERE starts_with(scope, $1 || ':')
           OR (cardinality($2::text[]) > 0 AND response_body::text LIKE ANY (SELECT '%' || d || '%' FROM unnest($2::text[]) AS d))`,
      [customerId, dealIds],
    );
  }
}
