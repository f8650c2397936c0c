import { randomUUID } from 'node:crypto';
import { openSecret, sealSecret, type RuntimeConfig } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { PG_POOL, RUNTIME_CONFIG } from '../../../core/tokens';

type Db = Pick<Pool | PoolClient, 'query'>;

export interface StoredSecondFactor {
  /** Plain base32; null when it was sealed with a key this process does not have. */
  secret: string | null;
  confirmed: boolean;
  lastUsedStep: number | null;
}

/**
 * The rows of user_second_factors and user_recovery_codes. Secrets are sealed on the way in and
 * opened only here; nothing in this class logs.
 */
@Injectable()
export class SecondFactorStore {
  private readonly key: Buffer;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.key = config.wall.secondFactorKey;
  }

  async find(userId: string, db: Db = this.pool, lock = false): Promise<StoredSecondFactor | null> {
    const { rows } = await db.query<{ sealed_secret: string; confirmed_at: Date | null; last_used_step: string | null }>(
      `SELECT sealed_secret, confirmed_at, last_used_step FROM user_second_factors WHERE user_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return { secret: openSecret(row.sealed_secret, this.key), confirmed: row.confirmed_at !== null, lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step) };
  }

  /** A new pending secret; a confirmed one is never replaced here (the caller checked). */
  async savePending(userId: string, secret: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO user_second_factors (user_id, sealed_secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET sealed_secret = excluded.sealed_secret, created_at = now(), last_used_step = NULL
       WHERE user_second_factors.confirmed_at IS NULL`,
      [userId, sealSecret(secret, this.key)],
    );
    return (rowCount ?? 0) > 0;
  }

  async confirm(userId: string, step: number, codes: { hash: string; lookup: number }[], db: Db): Promise<void> {
    await db.query('UPDATE user_second_factors SET confirmed_at = now(), last_used_step = $2 WHERE user_id = $1', [userId, step]);
    await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
    for (const code of codes) {
      await db.query('INSERT INTO user_recovery_codes (id, user_id, code_hash, lookup) VALUES ($1, $2, $3, $4)', [randomUUID(), userId, code.hash, code.lookup]);
    }
  }

  /** Moves the last accepted step forward; false when another request took this step or a later one first. */
  async advanceStep(userId: string, step: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE user_second_factors SET last_used_step = $2
        WHERE user_id = $1 AND confirmed_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)`,
      [userId, step],
    );
    return (rowCount ?? 0) > 0;
  }

  async countUnusedRecoveryCodes(userId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
    return rows[0].n;
  }

  /** The unused codes that may be `lookup`'s (usually one, rarely two). */
  async unusedRecoveryCodes(userId: string, lookup: number): Promise<{ id: string; hash: string }[]> {
    const { rows } = await this.pool.query<{ id: string; code_hash: string }>(
      'SELECT id, code_hash FROM user_recovery_codes WHERE user_id = $1 AND lookup = $2 AND used_at IS NULL ORDER BY created_at, id',
      [userId, lookup],
    );
    return rows.map((r) => ({ id: r.id, hash: r.code_hash }));
  }

  /** Uses a recovery code up; false when a concurrent request used it first. */
  async useRecoveryCode(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE user_recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id]);
    return (rowCount ?? 0) > 0;
  }

  /** Recovery codes and the factor; `db`: the eraser's transaction (GDPR art. 17), else the pool. */
  async remove(userId: string, db: Db = this.pool): Promise<void> {
    await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
    await db.query('DELETE FROM user_second_factors WHERE user_id = $1', [userId]);
  }
}
