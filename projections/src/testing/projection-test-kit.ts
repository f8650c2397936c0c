import { createTestDatabase, type TestDatabase } from '@autoleasing/infra/testing/index';
import { createPgPool, createPostgresEventStore, EventTypeRegistry, type EventStore, type NewEvent, type RecordedEvent } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { TABLE_OWNERS } from '../registry';
import type { LogLine, Logger } from '../runtime/logger';
import type { Projection, ProjectionTx } from '../runtime/projection';

export interface ProjectionTestKit {
  db: TestDatabase;
  pool: Pool;
  store: EventStore;
  append(streamId: string, events: NewEvent[]): Promise<bigint>;
  /**
   * The whole log once `position` is readable. The PostgreSQL adapter reads only below the
   * cluster-wide oldest running transaction, so on a shared server another test's long
   * transaction can hold fresh events back for a while.
   */
  readAllUpTo(position: bigint): Promise<RecordedEvent[]>;
  close(): Promise<void>;
}

/**
 * A fresh database migrated as the apps migrate it (the projections' tables included), a pool and the REAL PostgreSQL event store for one int test file.
 * Event types are registered on first use with no validation: the runtime does not care about
 * payloads, and each test invents its own types.
 */
export async function createProjectionTestKit(label: string): Promise<ProjectionTestKit> {
  const db = await createTestDatabase(label, TABLE_OWNERS);
  // The infra pool logs (instead of crashing on) an idle client whose session a test terminates.
  const pool = createPgPool(db.url, 5);
  const registry = new EventTypeRegistry();
  const store = createPostgresEventStore({ pool, registry });
  return {
    db,
    pool,
    store,
    async append(streamId, events) {
      for (const { type } of events) if (!registry.has(type)) registry.register({ type, schemaVersion: 1, validate: () => [] });
      return (await store.append(streamId, events, { expectedRevision: 'any' })).position;
    },
    async readAllUpTo(position) {
      return eventually(async () => {
        const events = await store.readAll({ limit: 100_000 });
        if (!events.some((e) => e.position === position)) throw new Error(`position ${position} not readable yet`);
        return events;
      });
    },
    async close() {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}

/** A kit for the enclosing describe block: made before its first test, closed after its last. */
export function projectionTestKitPerSuite(label: string): () => ProjectionTestKit {
  let kit: ProjectionTestKit | undefined;
  beforeAll(async () => {
    kit = await createProjectionTestKit(label);
  });
  afterAll(async () => {
    await kit?.close();
  });
  return () => {
    if (!kit) throw new Error(`The test kit "${label}" is made in beforeAll: use it inside a test`);
    return kit;
  };
}

/** Polls until `check` passes (returns without throwing), or rethrows its last error. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 20_000, intervalMs = 25): Promise<T> {
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
