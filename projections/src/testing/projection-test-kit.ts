import { createTestDatabase, type TestDatabase } from '@autoleasing/infra/testing/index';
import type { EventStore, NewEvent } from '@autoleasing/infra';
import { Pool } from 'pg';
import type { LogLine, Logger } from '../runtime/logger';
import type { Projection, ProjectionTx } from '../runtime/projection';
import { InMemoryEventStore } from './in-memory-event-store';

export interface ProjectionTestKit {
  db: TestDatabase;
  pool: Pool;
  store: EventStore;
  append(streamId: string, events: NewEvent[]): Promise<bigint>;
  close(): Promise<void>;
}

/** A fresh migrated database, a pool and an event store for one int test file. */
export async function createProjectionTestKit(label: string): Promise<ProjectionTestKit> {
  const db = await createTestDatabase(label);
  const pool = new Pool({ connectionString: db.url, max: 5 });
  const store = new InMemoryEventStore();
  return {
    db,
    pool,
    store,
    async append(streamId, events) {
      return (await store.append(streamId, events, { expectedRevision: 'any' })).position;
    },
    async close() {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}

/** Polls until `check` passes (returns without throwing), or rethrows its last error. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 8000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}

export function capturingLogger(): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { lines, log: (line) => void lines.push(line) };
}

/**
 * A strict test projection: one row per handled event with event_id as primary key and NO
 * conflict handling, so a duplicate application fails loudly instead of hiding.
 */
export function recordingProjection(name: string, options: { eventTypes?: string[]; failOn?: (type: string) => boolean } = {}): Projection {
  const table = `${name.replace(/-/g, '_')}_rows`;
  return {
    name,
    eventTypes: options.eventTypes ?? ['*'],
    tables: [table],
    async createTables(tx: ProjectionTx) {
      await tx.query(`CREATE TABLE IF NOT EXISTS ${table} (event_id text PRIMARY KEY, position numeric(40,0) NOT NULL, type text NOT NULL)`);
    },
    async apply(events, tx) {
      for (const e of events) {
        // Write first, then fail: the row must disappear with the rollback.
        await tx.query(`INSERT INTO ${table} (event_id, position, type) VALUES ($1, $2, $3)`, [e.id, e.position.toString(), e.type]);
        if (options.failOn?.(e.type)) throw new Error(`cannot handle ${e.type}`);
      }
    },
  };
}

export async function tableRows(pool: Pool, table: string): Promise<{ event_id: string; position: string; type: string }[]> {
  const { rows } = await pool.query(`SELECT event_id, position::text, type FROM ${table} ORDER BY position`);
  return rows;
}
