import { defineEventStoreContract } from './contract/event-store-contract';
import { createEsdbEventStore } from './esdb-event-store';

/** EventStoreDB cannot run everywhere (no Docker here); the contract runs when a server is given. */
const url = process.env.EVENTSTORE_URL;
const describeEsdb = url ? describe : describe.skip;
if (!url) console.warn('EventStoreDB contract skipped: EVENTSTORE_URL is not set');

describeEsdb('EventStoreDB adapter', () => {
  defineEventStoreContract('EventStoreDB', {
    async setup() {},
    async createStore(registry) {
      return createEsdbEventStore({ connectionString: url!, registry });
    },
    async teardown() {},
  });
});
