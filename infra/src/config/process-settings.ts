/**
 * The process's tuning knobs beside the connection settings (README, Configuration): every
 * environment variable a process reads goes through here or runtime-config.ts, never through
 * process.env at its point of use, so the README's table lists all of them.
 */
export interface ProcessSettings {
  /** HOST: the address the api listens on. */
  host: string;
  /** APP_NAME: PostgreSQL application_name of the process's connections. */
  appName: string;
  /** LOG_LEVEL: pino level (warn under tests, info otherwise). */
  logLevel: string;
  /** QUEUE_PREFIX: BullMQ and Redis key prefix (tests use one per run). */
  queuePrefix: string;
  /** PG_POOL_SIZE: connections of the api's query pool. */
  pgPoolSize: number;
  /** RATE_LIMIT_MAX: requests per minute and IP. */
  rateLimitMax: number;
  /** ANALYTICS_RATE_LIMIT_MAX: analytics events per minute and IP. */
  analyticsRateLimitPerMinute: number;
  /** CATALOGUE_CACHE: false ('off') makes every catalogue request query PostgreSQL. */
  catalogueCache: boolean;
  /** CATALOGUE_RESPONSE_CACHE_ENTRIES: serialised catalogue answers per process (0 turns it off). */
  catalogueResponseCacheEntries: number;
  /** DOCUMENTS_SWEEP_MS: how often removed files and abandoned uploads are swept. */
  documentsSweepMs: number;
  /** EVENT_OUTBOX_RELAY_MS: how often outbox leftovers are appended. */
  eventOutboxRelayMs: number;
  /** SEED_ON_START: demo data size to generate into an empty catalogue (unset: none). */
  seedOnStart: string | undefined;
  /** WEB_DIST_DIR / WEB_SSR_DIR: where the built web app and its server entry are looked for. */
  webDistDir: string | undefined;
  webSsrDir: string | undefined;
  /** WORKER_CONCURRENCY: jobs per queue a worker runs at once. */
  workerConcurrency: number;
  /** BULK_JOB_LOCK_MS: how long a bulk job stays with a worker that stopped renewing it (one that died). */
  bulkJobLockMs: number;
}

/** APP_NAME's default, also the application_name of pools opened without a RuntimeConfig (tests, tools). */
export const DEFAULT_APP_NAME = 'autoleasing';

export function loadProcessSettings(env: NodeJS.ProcessEnv = process.env): ProcessSettings {
  return {
    host: env.HOST ?? '0.0.0.0',
    appName: env.APP_NAME ?? DEFAULT_APP_NAME,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    queuePrefix: env.QUEUE_PREFIX ?? 'autoleasing',
    pgPoolSize: wholeNumber(env.PG_POOL_SIZE, 20, 1),
    rateLimitMax: wholeNumber(env.RATE_LIMIT_MAX, 1200, 1),
    analyticsRateLimitPerMinute: wholeNumber(env.ANALYTICS_RATE_LIMIT_MAX, 60, 1),
    catalogueCache: env.CATALOGUE_CACHE !== 'off',
    catalogueResponseCacheEntries: wholeNumber(env.CATALOGUE_RESPONSE_CACHE_ENTRIES, 2000, 0),
    documentsSweepMs: wholeNumber(env.DOCUMENTS_SWEEP_MS, 60_000, 1),
    eventOutboxRelayMs: wholeNumber(env.EVENT_OUTBOX_RELAY_MS, 5000, 1),
    seedOnStart: env.SEED_ON_START || undefined,
    webDistDir: env.WEB_DIST_DIR || undefined,
    webSsrDir: env.WEB_SSR_DIR || undefined,
    workerConcurrency: wholeNumber(env.WORKER_CONCURRENCY, 2, 1),
    bulkJobLockMs: wholeNumber(env.BULK_JOB_LOCK_MS, 10_000, 1000),
  };
}

/** A whole number of at least `min`, or the default for anything else (unset, empty, not a number). */
function wholeNumber(value: string | undefined, fallback: number, min: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
}
