import type { ClientBase } from 'pg';

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
