import {
  loadHttpDeadlines,
  loadPgTimeouts,
  loadReadYourWritesWaitMs,
  loadRedisTimeouts,
  loadShutdownTimeoutMs,
  PG_ROLES,
  type HttpDeadlines,
  type PgRole,
  type PgTimeouts,
  type RedisTimeouts,
} from './dependency-timeouts';
import { loadDocumentsConfig, type DocumentsConfig } from './documents-config';
import { loadOperatorConfig, type OperatorConfig } from './operator-config';
import { loadPaymentProviderChoice, type PaymentProviderChoice } from './payment-config';
import { loadProcessSettings, type ProcessSettings } from './process-settings';
import { parseTrustedProxies, refuseLegacyTrustProxy } from './trusted-proxies';
import { loadWallSettings, type WallSettings } from './wall-settings';

/**
 * Configuration by environment with defaults that work on the project's machines (DESIGN.md,
 * runtime conventions). Read once per process, at its start (main.ts, the CLIs, createApp), and
 * passed or injected from there; production refuses to start without its secrets.
 */
export interface RuntimeConfig extends ProcessSettings {
  databaseUrl: string;
  redisUrl: string;
  /** 'postgres' or an esdb:// / kurrentdb:// connection string. */
  eventStore: string;
  port: number;
  nodeEnv: string;
  /** Origin the browser uses; CORS allows only this one. */
  publicOrigin: string;
  /** The company named on /impressum and /datenschutz (OPERATOR_* variables). */
  operator: OperatorConfig;
  /** TRUSTED_PROXIES: addresses/CIDR ranges whose X-Forwarded-For entries are believed (docs/security.md). */
  trustedProxies: string[];
  /** Days a security log entry is kept (SECURITY_LOG_RETENTION_DAYS, default 180). */
  securityLogRetentionDays: number;
  /** URLs per sitemap file (SITEMAP_PAGE_SIZE, 1 to 50,000, the protocol's limit; default 50,000). */
  sitemapPageSize: number;
  /** PostgreSQL limits per role (dependency-timeouts.ts). */
  pgTimeouts: Record<PgRole, PgTimeouts>;
  /** Limits of request-path Redis connections. */
  redisTimeouts: RedisTimeouts;
  /** How long an HTTP handler may run before the api answers 503 itself. */
  httpDeadlines: HttpDeadlines;
  /** How long a command's answer waits for the read models (READ_YOUR_WRITES_WAIT_MS, default 2 s). */
  readYourWritesWaitMs: number;
  /** Time the graceful close gets after SIGTERM before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Documents storage, upload signing and upload quota (documents-config.ts). */
  documents: DocumentsConfig;
  /** Access tokens and mail (wall-settings.ts). */
  wall: WallSettings;
  /** PAYMENT_PROVIDER (payment-config.ts). */
  paymentProvider: PaymentProviderChoice;
}

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

function sitemapPageSize(raw: string | undefined): number {
  const size = Number(raw ?? SITEMAP_MAX_URLS);
  return Number.isInteger(size) && size >= 1 && size <= SITEMAP_MAX_URLS ? size : SITEMAP_MAX_URLS;
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/autoleasing';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export function loadRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const port = Number(env.PORT ?? 3000);
  const nodeEnv = env.NODE_ENV ?? 'development';
  refuseLegacyTrustProxy(env);
  return {
    ...loadProcessSettings(env),
    databaseUrl: env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL ?? DEFAULT_REDIS_URL,
    eventStore: env.EVENT_STORE ?? 'postgres',
    port,
    nodeEnv,
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    operator: loadOperatorConfig(env, nodeEnv === 'production'),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    securityLogRetentionDays: positiveInteger(env.SECURITY_LOG_RETENTION_DAYS, 180),
    sitemapPageSize: sitemapPageSize(env.SITEMAP_PAGE_SIZE),
    pgTimeouts: Object.fromEntries(PG_ROLES.map((role) => [role, loadPgTimeouts(env, role)])) as Record<PgRole, PgTimeouts>,
    redisTimeouts: loadRedisTimeouts(env),
    httpDeadlines: loadHttpDeadlines(env),
    readYourWritesWaitMs: loadReadYourWritesWaitMs(env),
    shutdownTimeoutMs: loadShutdownTimeoutMs(env),
    documents: loadDocumentsConfig(env),
    wall: loadWallSettings(env),
    paymentProvider: loadPaymentProviderChoice(env),
  };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
