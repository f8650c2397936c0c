import type { EventStore, GlobalPosition } from '@autoleasing/infra';
import { inTransaction } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { projectionLockKey } from './advisory-lock-key';
import { applyBatch, LIVE_SCHEMA } from './apply-batch';
import { ensureCheckpoint, readCheckpoint } from './checkpoint-store';
import { openDedicatedClient } from './connection';
import type { Projection } from './projection';
import { LogToHead } from './read-to-head';

/**
 * Applies a projection's live tables from its checkpoint up to the head of the log (as it stood
 * when the catch-up started, waiting for events behind the read horizon) once and
 * returns: for tests, benches and tools that need a read model now without running the projection
 * process (e.g. the catalogue's offer_prices right after the seed). Holds the projection's
 * advisory lock meanwhile, so it never writes beside a running holder.
 */
export async function catchUpProjection(options: { pool: Pool; eventStore: EventStore; projection: Projection; batchSize?: number; timeoutMs?: number }): Promise<GlobalPosition> {
  const { projection } = options;
  const client = await openDedicatedClient(options.pool, `projection-catch-up:${projection.name}`);
  const key = projectionLockKey(projection.name).toString();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    await ensureCheckpoint(client, projection.name);
    await inTransaction(client, async () => {
      await client.query(`SELECT set_config('search_path', $1, true)`, [LIVE_SCHEMA]);
      await projection.createTables(client);
    });
    let position = (await readCheckpoint(client, projection.name))?.position ?? 0n;
    const log = await LogToHead.of(options.eventStore, options.timeoutMs);
    for (;;) {
      const page = await log.pageAfter(position, options.batchSize ?? 1000);
      if (page.length === 0) return position;
      const outcome = await applyBatch(client, projection, page, position, { schema: LIVE_SCHEMA, checkpointName: projection.name });
      if (outcome.failure) throw new Error(`Projection ${projection.name} failed at event ${outcome.failure.eventId}: ${outcome.failure.error}`);
      if (outcome.position <= position) throw new Error(`readAll after ${position} returned no newer events`);
      position = outcome.position;
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
