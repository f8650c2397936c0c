import type { ClientBase, Pool, PoolClient } from 'pg';
import { unavailableDependency } from '../resilience/dependency-errors';

/**
 * Runs `work` inside BEGIN/COMMIT on one client; any error rolls back and is rethrown. After a
 * timeout or a broken connection the ROLLBACK is skipped: it would wait out another read limit on
 * a session that does not answer. `onBroken` hears of it (and of a failed ROLLBACK), so the
 * caller drops the session instead of pooling it; PostgreSQL rolls back when the session ends.
 */
export async function inTransaction<T>(client: Pick<ClientBase, 'query'>, work: () => Promise<T>, onBroken?: (error: Error) => void): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    if (unavailableDependency(error) === 'postgres') onBroken?.(error as Error);
    else await client.query('ROLLBACK').catch((rollbackError: Error) => onBroken?.(rollbackError));
    throw error;
  }
}

/** Takes a client from the pool, runs `work` in a transaction on it, and releases it (or drops a broken one) afterwards. */
export async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await inTransaction(client, () => work(client), (error) => (broken = error));
  } finally {
    client.release(broken);
  }
}

/**
 * ROLLBACK and give a pooled client back. A session whose ROLLBACK fails is broken (and may still
 * hold its transaction's locks), so it is dropped rather than pooled again.
 */
export async function rollbackAndRelease(client: PoolClient): Promise<void> {
  const broken = await client.query('ROLLBACK').then(
    () => false,
    () => true,
  );
  client.release(broken || undefined);
}
