import type { CustomerGroup } from '@autoleasing/contracts';
import { withTransaction } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { newLinkToken, parseLinkToken, secretMatches } from '../../../common/security/link-token';
import { PG_POOL } from '../../../core/tokens';

/** A confirmation link stays valid for 48 hours, like the wall's verification link. */
export const CONFIRMATION_TTL_SECONDS = 48 * 60 * 60;
/** Repeated sign-ups of one address send at most one mail per window and a few per day. */
export const RESEND_AFTER_SECONDS = 10 * 60;
export const MAX_MAILS_PER_DAY = 3;

export interface SignUp {
  email: string;
  customerGroup: CustomerGroup;
  optinSource: string;
  optinUrl: string | null;
}

export type ConfirmResult = 'confirmed' | 'invalid' | 'expired';

@Injectable()
export class NewsletterRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Stores the sign-up (one row per address, upsert) and returns a fresh link token when a mail
   * should go out: a new or pending address whose last mail is old enough. Confirmed addresses and
   * rapid repeats get null, so repeating the request changes nothing.
   */
  async signUp(signUp: SignUp): Promise<string | null> {
    const normalized = signUp.email.trim().toLowerCase();
    const token = newLinkToken();
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO newsletter_subscriptions AS n (id, email, email_normalized, customer_group, optin_source, optin_url, status,
              token_secret_hash, token_expires_at, confirmation_mails_sent, last_mail_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, now() + make_interval(secs => $8), 1, now())
       ON CONFLICT (email_normalized) DO UPDATE SET
         token_secret_hash = EXCLUDED.token_secret_hash,
         token_expires_at = EXCLUDED.token_expires_at,
         confirmation_mails_sent = CASE WHEN n.last_mail_at < now() - interval '1 day' THEN 1 ELSE n.confirmation_mails_sent + 1 END,
         last_mail_at = now(),
         customer_group = EXCLUDED.customer_group, optin_source = EXCLUDED.optin_source, optin_url = EXCLUDED.optin_url,
         updated_at = now()
       WHERE n.status = 'pending'
         AND n.last_mail_at < now() - make_interval(secs => $9)
         AND (n.confirmation_mails_sent < $10 OR n.last_mail_at < now() - interval '1 day')
       RETURNING n.id`,
      [token.id, signUp.email.trim(), normalized, signUp.customerGroup, signUp.optinSource, signUp.optinUrl, token.secretHash, CONFIRMATION_TTL_SECONDS,
        RESEND_AFTER_SECONDS, MAX_MAILS_PER_DAY],
    );
    return rows[0] ? token.tokenFor(rows[0].id) : null;
  }

  /** Erasure (GDPR art. 17): the address's sign-up, whatever its state, inside the eraser's transaction. */
  async eraseFor(client: PoolClient, email: string): Promise<void> {
    await client.query('DELETE FROM newsletter_subscriptions WHERE email_normalized = lower(trim($1))', [email]);
  }

  /** Uses the link up: the row lock makes two clicks at once end with one confirmation. */
  async confirm(token: string): Promise<ConfirmResult> {
    const parts = parseLinkToken(token);
    if (!parts) return 'invalid';
    return withTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ status: string; token_secret_hash: Buffer | null; expired: boolean }>(
        'SELECT status, token_secret_hash, token_expires_at <= now() AS expired FROM newsletter_subscriptions WHERE id = $1 FOR UPDATE',
        [parts.id],
      );
      const row = rows[0];
      if (!row || !secretMatches(row.token_secret_hash, parts.secret)) return 'invalid';
      if (row.expired) return 'expired';
      await client.query(
        `UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = now(), token_secret_hash = NULL, token_expires_at = NULL, updated_at = now() WHERE id = $1`,
        [parts.id],
      );
      return 'confirmed';
    });
  }
}
