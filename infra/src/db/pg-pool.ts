import { Pool, type PoolConfig } from 'pg';
import { defaultPgTimeouts, type PgTimeouts } from '../config/dependency-timeouts';
import { DEFAULT_APP_NAME } from '../config/process-settings';
import { watchQueryReads } from './query-read-watchdog';

/**
 * The pg settings that put a limit on every wait (issue 19, item 4): statement and idle-in-
 * transaction limits the server enforces, a client-side read limit for a server that does not
 * answer at all, and a connect limit that also bounds the wait for a free client of a full pool.
 */
export function pgTimeoutSettings(timeouts: PgTimeouts): Pick<
  PoolConfig,
  'statement_timeout' | 'query_timeout' | 'connectionTimeoutMillis' | 'idle_in_transaction_session_timeout'
> {
  return {
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.queryTimeoutMs,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
  };
}

/**
 * A pg pool. int8 values come back as strings (pg's default); code that needs bigint converts
 * explicitly, so TypeORM and JSON serialisation elsewhere keep working. Processes pass their
 * RuntimeConfig's limits and APP_NAME; without `timeouts` (tests, tools) the api's documented
 * defaults apply, so no pool waits without a limit.
 */
export function createPgPool(databaseUrl: string, max = 10, timeouts: PgTimeouts = defaultPgTimeouts('api'), applicationName = DEFAULT_APP_NAME): Pool {
  // The read limit comes from the pool's watchdog, not pg's per-query timer (see watchQueryReads).
  const { query_timeout: _perQueryTimer, ...settings } = pgTimeoutSettings(timeouts);
  const pool = new Pool({
    connectionString: databaseUrl,
    max,
    application_name: applicationName,
    ...settings,
  });
  const stopWatching = watchQueryReads(pool, timeouts.queryTimeoutMs);
  const end = pool.end.bind(pool);
  pool.end = ((callback?: () => void) => {
    stopWatching();
    return end(callback as () => void);
  }) as Pool['end'];
  // An idle client whose session ends (server restart, failover, pg_terminate_backend) makes the
  // pool emit 'error'; without a listener that crashes the process. The pool replaces the client
  // on the next query, so a log line is all that is needed.
  pool.on('error', (error) => {
    process.stderr.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: 'idle PostgreSQL connection lost', error: error.message })}\n`);
  });
  return pool;
}
