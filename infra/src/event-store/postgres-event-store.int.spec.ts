import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { defineEventStoreContract } from './contract/event-store-contract';
import { createPostgresEventStore } from './postgres-event-store';

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
