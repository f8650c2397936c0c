import { NEWSLETTER_LINK_HOSTS } from '@autoleasing/contracts';
import { positiveWholeNumber } from './env-numbers';
import { DEVELOPMENT_TOKEN_SECRET, loadSecondFactorKey } from './second-factor-secret';

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

export function loadWallSettings(env: NodeJS.ProcessEnv): WallSettings {
  const production = env.NODE_ENV === 'production';
  const authTokenSecret = env.AUTH_TOKEN_SECRET ?? (production ? '' : DEVELOPMENT_TOKEN_SECRET);
  // A guessable secret would let anyone mint tokens: production refuses to start without one.
  if (authTokenSecret.length < 32) throw new Error('AUTH_TOKEN_SECRET must be set to at least 32 characters');
  return {
    authTokenSecret,
    accessTokenTtlSeconds: positiveWholeNumber(env.ACCESS_TOKEN_TTL_SECONDS, 8 * 60 * 60, 'ACCESS_TOKEN_TTL_SECONDS', 'seconds'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'autoleasing <no-reply@autoleasing.example>',
    newsletterLinkHosts: env.NEWSLETTER_LINK_HOSTS ? env.NEWSLETTER_LINK_HOSTS.split(',').map((h) => h.trim().toLowerCase()) : NEWSLETTER_LINK_HOSTS,
    secondFactorKey: loadSecondFactorKey(env),
  };
}
