import { createDataSource } from './data-source';
import { ensureDatabase } from './ensure-database';

/** Creates the database when missing and applies pending migrations. Idempotent. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    // Several processes may start at once (api, worker, projections): serialise migrations.
    await dataSource.query('SELECT pg_advisory_lock(728361001)');
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await dataSource.query('SELECT pg_advisory_unlock(728361001)');
    }
  } finally {
    await dataSource.destroy();
  }
}
