import { NEWSLETTER_LINK_HOSTS } from '@autoleasing/contracts';
import type { RuntimeConfig } from '@autoleasing/infra';

export interface WallConfig {
  tokenSecret: string;
  accessTokenTtlSeconds: number;
  publicOrigin: string;
  production: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  newsletterHosts: readonly string[];
  /** Redis key prefix: tests run in parallel against one Redis. */
  redisPrefix: string;
}

const DEV_SECRET = 'autoleasing-development-token-secret-not-for-production';

export function loadWallConfig(runtime: RuntimeConfig, env: NodeJS.ProcessEnv = process.env): WallConfig {
  const production = runtime.nodeEnv === 'production';
  const tokenSecret = env.AUTH_TOKEN_SECRET ?? (production ? '' : DEV_SECRET);
  // A guessable secret would let anyone mint tokens: production refuses to start without one.
  if (tokenSecret.length < 32) throw new Error('AUTH_TOKEN_SECRET must be set to at least 32 characters');
  return {
    tokenSecret,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 8 * 60 * 60),
    publicOrigin: runtime.publicOrigin,
    production,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'autoleasing <no-reply@autoleasing.example>',
    newsletterHosts: env.NEWSLETTER_LINK_HOSTS ? env.NEWSLETTER_LINK_HOSTS.split(',').map((h) => h.trim().toLowerCase()) : NEWSLETTER_LINK_HOSTS,
    redisPrefix: env.QUEUE_PREFIX ?? 'autoleasing',
  };
}

export const WALL_CONFIG = Symbol('WALL_CONFIG');
