import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate, type TableOwner } from '../db/migrate';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Set by the int tests' global setup (scripts/jest-int-global-setup.cjs): names this run's
 * template databases. Without it every test database is migrated on its own.
 */
export const TEMPLATE_RUN_ENV = 'TEST_TEMPLATE_RUN';
/** Template databases are named `${TEMPLATE_PREFIX}${run}_${owners}`; the global teardown drops its run's. */
const TEMPLATE_PREFIX = 'autoleasing_tmpl_';

/** Server URL for test databases; TEST_DATABASE_SERVER overrides (no database path). */
function serverUrl(): URL {
  return new URL(process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres');
}

/** A template per run and owner set, built once per process (and once per run, see migratedTemplate). */
const templates = new Map<string, Promise<string>>();

/**
 * A fresh, migrated database per test file, so test files (and people working in parallel) never
 * see each other's rows. Dropped again by `drop()`. `tableOwners`: the projections whose tables
 * the test reads (`TABLE_OWNERS` of @autoleasing/projections), created as the apps' migrate does.
 *
 * Within a Jest run the database is a copy of a template migrated once per owner set: migrating
 * and creating every owner's tables takes about 1.8 s per database, a copy 0.4–0.6 s (docs/testing.md).
 * The template lives for one run only, so a table definition changed between runs can never come
 * from a stale copy.
 */
export async function createTestDatabase(label = 'test', tableOwners: readonly TableOwner[] = []): Promise<TestDatabase> {
  const name = `autoleasing_${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const url = serverUrl();
  url.pathname = `/${name}`;
  const run = process.env[TEMPLATE_RUN_ENV];
  if (run) {
    const template = await templateFor(run, tableOwners);
    await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  } else await migrate(url.toString(), tableOwners);
  return {
    url: url.toString(),
    async drop() {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

function templateFor(run: string, tableOwners: readonly TableOwner[]): Promise<string> {
  const owners = createHash('sha1')
    .update(tableOwners.map((owner) => owner.name).join('|'))
    .digest('hex')
    .slice(0, 8);
  const name = `${TEMPLATE_PREFIX}${run}_${owners}`;
  let template = templates.get(name);
  if (!template) {
    template = migratedTemplate(name, tableOwners);
    // A failed build is not kept: the next test file tries again.
    template.catch(() => templates.delete(name));
    templates.set(name, template);
  }
  return template;
}

/**
 * Builds the template once across the run's Jest workers: the first takes the lock and migrates,
 * the others wait for the lock and find it built. Marked as a template that takes no connections,
 * so no test can write into it by mistake, and a copy never waits for a session on it.
 */
async function migratedTemplate(name: string, tableOwners: readonly TableOwner[]): Promise<string> {
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const built = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]);
      if (built.rowCount) return;
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      const url = serverUrl();
      url.pathname = `/${name}`;
      await migrate(url.toString(), tableOwners);
      await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl().toString() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A unique BullMQ prefix per test run, so a leftover worker never steals a test's jobs. */
export function uniqueQueuePrefix(label = 'test'): string {
  return `t-${label}-${randomBytes(4).toString('hex')}`;
}
