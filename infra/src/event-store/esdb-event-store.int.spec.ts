import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { defineEventStoreContract } from './contract/event-store-contract';
import { createEsdbEventStore } from './esdb-event-store';

/** EventStoreDB cannot run everywhere (no Docker here); the contract runs when a server is given. */
const url = process.env.EVENTSTORE_URL;
const describeEsdb = url ? describe : describe.skip;
if (!url) console.warn('EventStoreDB contract skipped: EVENTSTORE_URL is not set');

describeEsdb('EventStoreDB adapter', () => {
  // The mutable rows and event_outbox of stream transactions live in PostgreSQL.
  let rows: TestDatabase | undefined;
  defineEventStoreContract('EventStoreDB', {
    async setup() {
      rows = await createTestDatabase('esdb_rows');
    },
    async createStore(registry) {
      return createEsdbEventStore({ connectionString: url!, registry });
    },
    rowsDatabaseUrl: () => rows!.url,
    async teardown() {
      await rows?.drop();
    },
  });
});
