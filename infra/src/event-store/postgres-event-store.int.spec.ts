import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { readUntil } from '../testing/read-until';
import { contractRegistry, OTHER_HAPPENED, thing, waitFor } from './contract/contract-fixtures';
import { defineEventStoreContract } from './contract/event-store-contract';
import { defineStreamTransactionContract } from './contract/stream-transaction-contract';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store';
import type { RecordedEvent } from './types';

let database: TestDatabase;

defineEventStoreContract('PostgreSQL', {
  async setup() {
    database = await createTestDatabase('event_store');
  },
  async createStore(registry) {
    return createPostgresEventStore({ databaseUrl: database.url, registry, poolSize: 10 });
  },
  rowsDatabaseUrl: () => database.url,
  async teardown() {
    await database?.drop();
  },
});

/**
 * The rows in another database than the events: transact goes through the outbox, as it does with
 * EventStoreDB, so that path runs against a real store here even where EventStoreDB cannot.
 */
describe('PostgreSQL event store, rows in another database (the outbox path)', () => {
  let events: TestDatabase;
  let rows: TestDatabase;
  let store: PostgresEventStore;
  const run = randomUUID().slice(0, 8);
  beforeAll(async () => {
    [events, rows] = await Promise.all([createTestDatabase('event_store_tx'), createTestDatabase('event_store_tx_rows')]);
    store = createPostgresEventStore({ databaseUrl: events.url, registry: contractRegistry(), poolSize: 10 });
  });
  afterAll(async () => {
    await store?.close();
    await Promise.all([events?.drop(), rows?.drop()]);
  });

  defineStreamTransactionContract('PostgreSQL through the outbox', (label) => `outbox-${run}-${label}`, { store: () => store, rowsDatabaseUrl: () => rows.url });
});

describe('PostgreSQL event store wake-ups across store instances', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('event_store_wake');
  });
  afterAll(async () => {
    await db?.drop();
  });

  /** Longer than the test: whatever a subscriber receives here, a wake-up brought it, not its fallback poll. */
  const NO_FALLBACK_POLL = 3_600_000;

  it('a subscriber of another store (another process) is woken by NOTIFY, not by its fallback poll', async () => {
    const writer = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const reader = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const delivered = new Set<string>();
    const sub = reader.subscribe({ fallbackPollMs: NO_FALLBACK_POLL, onEvents: async (events: RecordedEvent[]) => events.forEach((e) => delivered.add(e.id)) });
    try {
      await sub.caughtUp;
      const stream = `wake-${randomUUID()}`;
      for (let i = 0; i < 5; i++) {
        const event = thing(i);
        await writer.append(stream, [event], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
        await waitFor(() => delivered.has(event.id), 10_000, `event ${i} woken by NOTIFY`);
      }
    } finally {
      await sub.stop();
      await writer.close();
      await reader.close();
    }
  });

  it('a subscriber with wakeOn is woken by appends of its types and sleeps through others (delivered with its next read)', async () => {
    const writer = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const reader = createPostgresEventStore({ databaseUrl: db.url, registry: contractRegistry(), poolSize: 2 });
    const type = thing(0).type;
    const mine = new Set<string>();
    const others = new Set<string>();
    const mineSub = reader.subscribe({ wakeOn: [type], fallbackPollMs: NO_FALLBACK_POLL, onEvents: async (events: RecordedEvent[]) => events.forEach((e) => mine.add(e.id)) });
    const othersSub = reader.subscribe({ wakeOn: [OTHER_HAPPENED], fallbackPollMs: NO_FALLBACK_POLL, onEvents: async (events: RecordedEvent[]) => events.forEach((e) => others.add(e.id)) });
    try {
      await Promise.all([mineSub.caughtUp, othersSub.caughtUp]);
      const stream = `wake-on-${randomUUID()}`;
      const appended: string[] = [];
      for (let i = 0; i < 5; i++) {
        const event = thing(i);
        await writer.append(stream, [event], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
        await waitFor(() => mine.has(event.id), 10_000, `event ${i} woken by NOTIFY`);
        appended.push(event.id);
      }
      // Both subscriptions hear the same notifications, one after the other in the same callback:
      // by the time the first was delivered, the other had already decided not to wake.
      expect(appended.filter((id) => others.has(id))).toEqual([]);
      // An append of its own type wakes it, and that read brings the earlier ones too.
      const own = thing(5, OTHER_HAPPENED);
      await writer.append(`wake-other-${randomUUID()}`, [own], { expectedRevision: 'no_stream' });
      await waitFor(() => others.has(own.id), 10_000, 'the other subscriber woken by its own type');
      expect(appended.filter((id) => others.has(id))).toEqual(appended);
    } finally {
      await mineSub.stop();
      await othersSub.stop();
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
