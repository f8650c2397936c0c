import { DependencyUnavailable } from './dependency-unavailable';

/**
 * SQLSTATEs meaning PostgreSQL gave up or went away, not that the request was wrong:
 * 57014 query_canceled (statement_timeout), 25P03 idle_in_transaction_session_timeout,
 * 57P01/57P02/57P03 admin shutdown, crash shutdown, cannot connect now, 53300 too many connections.
 */
const PG_UNAVAILABLE_CODES = new Set(['57014', '25P03', '57P01', '57P02', '57P03', '53300']);

/** Node socket errors on the way to a dependency. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What pg and pg-pool say when a connection or an answer does not come in time, or breaks. */
const PG_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
];

/** What ioredis and BullMQ say when Redis does not answer or the connection is down. */
const REDIS_MESSAGES = [
  'Command timed out',
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Reached the max retries per request limit',
  'Connection is closed',
  'Redis did not answer within',
];

/**
 * Which dependency an error says is unavailable, or null when the error is something else (a bug,
 * bad input). The exception filter turns a non-null answer into 503 dependency_unavailable.
 */
export function unavailableDependency(error: unknown): DependencyUnavailable['dependency'] | null {
  if (error instanceof DependencyUnavailable) return error.dependency;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && PG_UNAVAILABLE_CODES.has(code)) return 'postgres';
  if (name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.some((m) => text.startsWith(m))) return 'redis';
  if (PG_MESSAGES.some((m) => text.startsWith(m))) return 'postgres';
  // Node socket errors: the dependency behind them is not named, postgres is the one most paths need.
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return 'postgres';
  return null;
}
