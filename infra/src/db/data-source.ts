import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations';

/**
 * The TypeORM data source: schema migrations for every mutable table (event store, checkpoints,
 * catalogue reference data, accounts). Read models built by projections create their own tables
 * (so a rebuild can create fresh ones) and are not listed here.
 */
export function createDataSource(databaseUrl: string, entities: Function[] = []): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
  });
}
