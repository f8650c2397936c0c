import { Pool } from 'pg';

/**
 * A pg pool. int8 values come back as strings (pg's default); code that needs bigint converts
 * explicitly, so TypeORM and JSON serialisation elsewhere keep working.
 */
export function createPgPool(databaseUrl: string, max = 10): Pool {
  const pool = new Pool({ connectionString: databaseUrl, max, application_name: process.env.APP_NAME ?? 'autoleasing' });
  // An idle client whose session ends (server restart, failover, pg_terminate_backend) makes the
  // pool emit 'error'; without a listener that crashes the process. The pool replaces the client
  // on the next query, so a log line is all that is needed.
  pool.on('error', (error) => {
    process.stderr.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: 'idle PostgreSQL connection lost', error: error.message })}\n`);
  });
  return pool;
}
