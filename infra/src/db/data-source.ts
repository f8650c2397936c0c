import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { defaultPgTimeouts, type PgTimeouts } from '../config/dependency-timeouts';
import { MIGRATIONS } from './migrations';
import { pgTimeoutSettings } from './pg-pool';

/**
 * The TypeORM data source: schema migrations for every mutable table (event store, checkpoints,
 * catalogue reference data, accounts). Read models built by projections create their own tables
 * (so a rebuild can create fresh ones) and are not listed here. Its pool has the migrations'
 * limits (MIGRATION_PG_STATEMENT_TIMEOUT_MS): long, for big tables, but never unbounded.
 */
export function createDataSource(databaseUrl: string, entities: Function[] = [], timeouts: PgTimeouts = defaultPgTimeouts('migrations')): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    extra: pgTimeoutSettings(timeouts),
  });
}
