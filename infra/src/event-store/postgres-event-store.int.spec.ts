import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
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
});
