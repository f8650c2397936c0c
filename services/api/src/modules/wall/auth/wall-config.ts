import { mailSignature, type MailSignature, type RuntimeConfig } from '@autoleasing/infra';

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
  /** The close of every customer mail, with the operator's details (OPERATOR_*). */
  mailSignature: MailSignature;
}

/** The wall's view of the runtime configuration (its variables are read and checked there: wall-settings.ts). */
export function loadWallConfig(runtime: RuntimeConfig): WallConfig {
  return {
    tokenSecret: runtime.wall.authTokenSecret,
    accessTokenTtlSeconds: runtime.wall.accessTokenTtlSeconds,
    publicOrigin: runtime.publicOrigin,
    production: runtime.nodeEnv === 'production',
    smtpUrl: runtime.wall.smtpUrl,
    mailFrom: runtime.wall.mailFrom,
    newsletterHosts: runtime.wall.newsletterLinkHosts,
    redisPrefix: runtime.queuePrefix,
    mailSignature: mailSignature(runtime.operator, runtime.publicOrigin),
  };
}

export const WALL_CONFIG = Symbol('WALL_CONFIG');
