import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { readUntil } from '../testing/read-until';
import { contractRegistry, thing, waitFor } from './contract/contract-fixtures';
import { defineEventStoreContract } from './contract/event-store-contract';
import { createPostgresEventStore } from './postgres-event-store';
import type { RecordedEvent } from './types';

let database: TestDatabase;

defineEventStoreContract('PostgreSQL', {
  async setup() {
    database = await createTestDatabase('event_store');
  },
  async createStore(registry) {
    return createPostgresEventStore({ databaseUrl: database.url, registry, poolSize: 10 });
  },
  async teardown() {
    await database?.drop();
  },
});

describe('PostgreSQL event store wake-ups across store instances', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('event_store_wake');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('a subscriber of another store (another process) is woken by NOTIFY, not by its 500 ms fallback poll', async () => {
    const writer = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const reader = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const deliveredAt = new Map<string, number>();
    const sub = reader.subscribe({ onEvents: async (events: RecordedEvent[]) => events.forEach((e) => deliveredAt.set(e.id, performance.now())) });
    try {
      await sub.caughtUp;
      const stream = `wake-${randomUUID()}`;
      const lags: number[] = [];
      for (let i = 0; i < 5; i++) {
        // Let the subscriber settle into its idle sleep first.
        await new Promise((r) => setTimeout(r, 50));
        const event = thing(i);
        const started = performance.now();
        await writer.append(stream, [event], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
        await waitFor(() => deliveredAt.has(event.id), 5000, `event ${i}`);
        lags.push(deliveredAt.get(event.id)! - started);
      }
      lags.sort((a, b) => a - b);
      // Polling alone would deliver after 0–500 ms (uniform); NOTIFY takes a few ms.
      expect(lags[2]).toBeLessThan(100);
    } finally {
      await sub.stop();
      await writer.close();
      await reader.close();
    }
  });

  it('a subscriber with wakeOn is woken by appends of its types and sleeps through others (picked up by its poll)', async () => {
    const writer = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const reader = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const type = thing(0).type;
    const mineAt = new Map<string, number>();
    const othersAt = new Map<string, number>();
    const mine = reader.subscribe({ wakeOn: [type], onEvents: async (events: RecordedEvent[]) => events.forEach((e) => mineAt.set(e.id, performance.now())) });
    const others = reader.subscribe({ wakeOn: ['NotThisType'], onEvents: async (events: RecordedEvent[]) => events.forEach((e) => othersAt.set(e.id, performance.now())) });
    try {
      await Promise.all([mine.caughtUp, others.caughtUp]);
      const stream = `wake-on-${randomUUID()}`;
      const appended: { id: string; at: number }[] = [];
      for (let i = 0; i < 5; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const event = thing(i);
        const started = performance.now();
        await writer.append(stream, [event], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
        await waitFor(() => mineAt.has(event.id), 5000, `event ${i}`);
        appended.push({ id: event.id, at: started });
      }
      await waitFor(() => appended.every((e) => othersAt.has(e.id)), 5000, 'the other subscriber polls');
      const median = (at: Map<string, number>) => appended.map((e) => at.get(e.id)! - e.at).sort((a, b) => a - b)[2];
      expect(median(mineAt)).toBeLessThan(100);
      // Woken by none of them: it read only on its 500 ms poll, so most events waited for it.
      expect(median(othersAt)).toBeGreaterThan(20);
    } finally {
      await mine.stop();
      await others.stop();
      await writer.close();
      await reader.close();
    }
  });
});

describe('PostgreSQL event store read horizon is per database', () => {
  let db: TestDatabase;
  let neighbour: TestDatabase;
  beforeAll(async () => {
    [db, neighbour] = await Promise.all([createTestDatabase('event_store_horizon'), createTestDatabase('event_store_neighbour')]);
  });
  afterAll(async () => {
    await Promise.all([db?.drop(), neighbour?.drop()]);
  });

  /** A transaction that holds a transaction id open (as a long seed or migration would). */
  async function openTransaction(url: string): Promise<Client> {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('SELECT pg_current_xact_id()');
    return client;
  }

  it("is not held back by a long transaction in another database of the same server", async () => {
    const store = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const other = await openTransaction(neighbour.url);
    try {
      const event = thing(1);
      await store.append(`horizon-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });
      // The other database's transaction stays open throughout: were it counted, no read would show the event.
      const ids = await readUntil(async () => (await store.readAll()).map((e) => e.id), (read) => read.includes(event.id));
      expect(ids).toContain(event.id);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
      await store.close();
    }
  });

  it('is held back by an open transaction in its own database, and reads on once it ends', async () => {
    const store = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const own = await openTransaction(db.url);
    try {
      const event = thing(2);
      await store.append(`horizon-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });
      expect((await store.readAll()).map((e) => e.id)).not.toContain(event.id);
      await own.query('ROLLBACK');
      const ids = await readUntil(async () => (await store.readAll()).map((e) => e.id), (read) => read.includes(event.id));
      expect(ids).toContain(event.id);
    } finally {
      await own.end();
      await store.close();
    }
  });
});
