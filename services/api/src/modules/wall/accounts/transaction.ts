import { inTransaction } from '@autoleasing/infra';
import type { Pool, PoolClient } from 'pg';

/** One client, BEGIN/COMMIT around `work`, released afterwards. */
export async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, () => work(client));
  } finally {
    client.release();
  }
}
