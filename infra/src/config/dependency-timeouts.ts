/**
 * Limits on every wait for a dependency (issue 19, item 4): PostgreSQL, Redis, HTTP handlers and
 * the shutdown. Read from the environment with defaults that hold on the project's machines; the
 * README's configuration table lists each variable.
 */

/** Which process (or part of one) a PostgreSQL pool serves; each has its own statement limit. */
export type PgRole = 'api' | 'worker' | 'projections' | 'migrations';

export interface PgTimeouts {
  /** Server side: PostgreSQL cancels a statement running longer (SQLSTATE 57014). 0 = none. */
  statementTimeoutMs: number;
  /**
   * Client side: pg gives up waiting for an answer. Covers what statement_timeout cannot: a
   * server or network that does not answer at all. A little above the statement limit, so a
   * slow statement is cancelled by the server (cleanly) before the client drops the connection.
   */
  queryTimeoutMs: number;
  /** Opening a connection, and waiting for a free one in a full pool. */
  connectTimeoutMs: number;
  /** PostgreSQL ends a session that sits in an open transaction doing nothing for this long. */
  idleInTransactionTimeoutMs: number;
}

export interface RedisTimeouts {
  /** A command on a request-path connection fails after this long. */
  commandTimeoutMs: number;
  /** Opening a connection. */
  connectTimeoutMs: number;
}

/** How long an HTTP handler may take before the api answers 503 itself. */
export interface HttpDeadlines {
  /** Public and dealer pages: the spec's client gives up after 30 s. */
  defaultMs: number;
  /** Checkout (/api/v1/checkout/…): the spec's client gives up after 50 s. */
  checkoutMs: number;
}

/**
 * Statement limits per role. The api answers people within the spec's client timeouts (30 s), so
 * a statement of its own gets 15 s. The worker's bulk batches (update_all, copy, demo data) and the
 * projections' batches and rebuild swaps run many rows per statement and nobody waits on them in
 * a browser: 2 minutes. Migrations may rewrite big tables at start-up: 10 minutes, still a limit.
 */
const STATEMENT_DEFAULTS: Record<PgRole, { variable: string; ms: number }> = {
  api: { variable: 'PG_STATEMENT_TIMEOUT_MS', ms: 15_000 },
  worker: { variable: 'WORKER_PG_STATEMENT_TIMEOUT_MS', ms: 120_000 },
  projections: { variable: 'PROJECTIONS_PG_STATEMENT_TIMEOUT_MS', ms: 120_000 },
  migrations: { variable: 'MIGRATION_PG_STATEMENT_TIMEOUT_MS', ms: 600_000 },
};

/** Margin of the client-side read limit over the server-side statement limit. */
const QUERY_TIMEOUT_MARGIN_MS = 2_000;

export const PG_ROLES: readonly PgRole[] = ['api', 'worker', 'projections', 'migrations'];

export function loadPgTimeouts(env: NodeJS.ProcessEnv, role: PgRole): PgTimeouts {
  const statement = STATEMENT_DEFAULTS[role];
  const statementTimeoutMs = positiveMs(env[statement.variable], statement.ms);
  return {
    statementTimeoutMs,
    queryTimeoutMs: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    connectTimeoutMs: positiveMs(env.PG_CONNECT_TIMEOUT_MS, 5_000),
    idleInTransactionTimeoutMs: positiveMs(env.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS, 30_000),
  };
}

/**
 * The documented limits of a role without reading the environment: for pools and migrations a
 * test or tool opens without a RuntimeConfig (processes pass theirs, read at start).
 */
export function defaultPgTimeouts(role: PgRole): PgTimeouts {
  return loadPgTimeouts({}, role);
}

export function loadRedisTimeouts(env: NodeJS.ProcessEnv): RedisTimeouts {
  return {
    commandTimeoutMs: positiveMs(env.REDIS_COMMAND_TIMEOUT_MS, 1_000),
    connectTimeoutMs: positiveMs(env.REDIS_CONNECT_TIMEOUT_MS, 2_000),
  };
}

export function loadHttpDeadlines(env: NodeJS.ProcessEnv): HttpDeadlines {
  return {
    defaultMs: positiveMs(env.HTTP_REQUEST_DEADLINE_MS, 25_000),
    checkoutMs: positiveMs(env.HTTP_CHECKOUT_DEADLINE_MS, 45_000),
  };
}

/**
 * How long a command's answer waits for the read models the next page reads (read your own
 * writes, DESIGN.md); it answers either way and says whether they caught up.
 */
export function loadReadYourWritesWaitMs(env: NodeJS.ProcessEnv): number {
  return positiveMs(env.READ_YOUR_WRITES_WAIT_MS, 2_000);
}

/** The spec: every process stops within 10 s of SIGTERM, whatever its dependencies do. */
export const SHUTDOWN_LIMIT_MS = 10_000;

/** Time the graceful close gets before the process exits anyway (SHUTDOWN_TIMEOUT_MS, below 10 s). */
export function loadShutdownTimeoutMs(env: NodeJS.ProcessEnv): number {
  const ms = positiveMs(env.SHUTDOWN_TIMEOUT_MS, 8_000);
  return Math.min(ms, SHUTDOWN_LIMIT_MS - 500);
}

function positiveMs(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
