import { Pool } from 'pg';

/**
 * A pg pool. int8 values come back as strings (pg's default); code that needs bigint converts
 * explicitly, so TypeORM and JSON serialisation elsewhere keep working.
 */
export function createPgPool(databaseUrl: string, max = 10): Pool {
  return new Pool({ connectionString: databaseUrl, max, application_name: process.env.APP_NAME ?? 'autoleasing' });
}
