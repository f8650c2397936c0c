import { Client, type ClientBase } from 'pg';
import { defaultPgTimeouts, type PgTimeouts } from '../config/dependency-timeouts';
import { ensureDatabase } from './ensure-database';
import { inTransaction } from './in-transaction';
import { pgTimeoutSettings } from './pg-pool';

/**
 * A package above infra that owns tables and creates them itself: a projection with its read
 * model (ADR 0007). infra cannot import projections, so the composition roots hand them in.
 * `createTables` is idempotent and unqualified: the projection runs the same function in its
 * rebuild schema, so there is one definition of each table.
 */
export interface TableOwner {
  readonly name: string;
  createTables(tx: Pick<ClientBase, 'query'>): Promise<void>;
}

/** Serialises the schema step of processes starting at once (api, worker, projections). */
const MIGRATION_LOCK = 728361001;

/**
 * Creates the database when missing, applies pending migrations and then lets every table owner
 * create (or bring up to date) its tables in `public`, so a reader never finds a table missing
 * however the processes start. Idempotent. `timeouts`: the process's RuntimeConfig.pgTimeouts.migrations.
 */
export async function migrate(databaseUrl: string, tableOwners: readonly TableOwner[] = [], timeouts: PgTimeouts = defaultPgTimeouts('migrations')): Promise<string[]> {
  await ensureDatabase(databaseUrl, timeouts);
  const session = new Client({ connectionString: databaseUrl, ...pgTimeoutSettings(timeouts) });
  await session.connect();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const applied = await runMigrations(databaseUrl, timeouts);
      await createOwnedTables(session, tableOwners);
      return applied;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await session.end();
  }
}

async function runMigrations(databaseUrl: string, timeouts: PgTimeouts): Promise<string[]> {
  // TypeORM (about 300 modules) only runs the migrations: loaded here, not by every process.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createDataSource } = require('./data-source') as typeof import('./data-source');
  const dataSource = createDataSource(databaseUrl, [], timeouts);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}

/** One transaction per owner, after the migrations: its tables may reference theirs (catalogue, users). */
async function createOwnedTables(session: Client, tableOwners: readonly TableOwner[]): Promise<void> {
  for (const owner of tableOwners) {
    await inTransaction(session, async () => {
      await session.query(`SELECT set_config('search_path', 'public', true)`);
      await owner.createTables(session);
    });
  }
}
