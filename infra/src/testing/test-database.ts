import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate, type TableOwner } from '../db/migrate';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Server URL for test databases; TEST_DATABASE_SERVER overrides (no database path). */
function serverUrl(): URL {
  return new URL(process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres');
}

/**
 * A fresh, migrated database per test file, so test files (and people working in parallel) never
 * see each other's rows. Dropped again by `drop()`. `tableOwners`: the projections whose tables
 * the test reads (`TABLE_OWNERS` of @autoleasing/projections), created as the apps' migrate does.
 */
export async function createTestDatabase(label = 'test', tableOwners: readonly TableOwner[] = []): Promise<TestDatabase> {
  const name = `autoleasing_${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const url = serverUrl();
  url.pathname = `/${name}`;
  await migrate(url.toString(), tableOwners);
  return {
    url: url.toString(),
    async drop() {
      const admin = new Client({ connectionString: serverUrl().toString() });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** A unique BullMQ prefix per test run, so a leftover worker never steals a test's jobs. */
export function uniqueQueuePrefix(label = 'test'): string {
  return `t-${label}-${randomBytes(4).toString('hex')}`;
}
