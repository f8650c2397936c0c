import type { ClientBase, Pool, PoolClient } from 'pg';

/** Runs `work` inside BEGIN/COMMIT on one client; any error rolls back and is rethrown. */
export async function inTransaction<T>(client: Pick<ClientBase, 'query'>, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Takes a client from the pool, runs `work` in a transaction on it, and releases it afterwards. */
export async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, () => work(client));
  } finally {
    client.release();
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
