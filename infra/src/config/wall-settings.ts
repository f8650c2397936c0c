import { NEWSLETTER_LINK_HOSTS } from '@autoleasing/contracts';
import { loadSecondFactorKey } from './second-factor-secret';

/** Tokens and mail of the wall (login, sessions, mails): read by the api. */
export interface WallSettings {
  /** AUTH_TOKEN_SECRET: signs access tokens (at least 32 characters; a development secret outside production). */
  authTokenSecret: string;
  /** ACCESS_TOKEN_TTL_SECONDS: access token lifetime (default 8 h). */
  accessTokenTtlSeconds: number;
  /** SMTP_URL: mails go out through nodemailer; null: they stay in the mail_outbox table. */
  smtpUrl: string | null;
  /** MAIL_FROM: sender of all mails. */
  mailFrom: string;
  /** NEWSLETTER_LINK_HOSTS (comma-separated): hosts whose login redirects become /customer. */
  newsletterLinkHosts: readonly string[];
  /** Seals TOTP secrets: from SECOND_FACTOR_KEY, else AUTH_TOKEN_SECRET (second-factor-secret.ts). */
  secondFactorKey: Buffer;
}

const DEV_SECRET = 'autoleasing-development-token-secret-not-for-production';

export function loadWallSettings(env: NodeJS.ProcessEnv): WallSettings {
  const production = env.NODE_ENV === 'production';
  const authTokenSecret = env.AUTH_TOKEN_SECRET ?? (production ? '' : DEV_SECRET);
  // A guessable secret would let anyone mint tokens: production refuses to start without one.
  if (authTokenSecret.length < 32) throw new Error('AUTH_TOKEN_SECRET must be set to at least 32 characters');
  return {
    authTokenSecret,
    accessTokenTtlSeconds: accessTokenTtl(env.ACCESS_TOKEN_TTL_SECONDS),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'autoleasing <no-reply@autoleasing.example>',
    newsletterLinkHosts: env.NEWSLETTER_LINK_HOSTS ? env.NEWSLETTER_LINK_HOSTS.split(',').map((h) => h.trim().toLowerCase()) : NEWSLETTER_LINK_HOSTS,
    secondFactorKey: loadSecondFactorKey(env),
  };
}

function accessTokenTtl(value: string | undefined): number {
  if (value === undefined || value === '') return 8 * 60 * 60;
  const seconds = Number(value);
  // NaN or a negative lifetime would make every token expire at once (or never be checked).
  if (!Number.isSafeInteger(seconds) || seconds <= 0) throw new Error('ACCESS_TOKEN_TTL_SECONDS must be a positive whole number of seconds');
  return seconds;
}
