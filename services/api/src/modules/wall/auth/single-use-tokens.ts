import { invalid } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { newLinkToken, parseLinkToken, secretMatches } from '../../../common/security/link-token';
import { PG_POOL } from '../../../core/tokens';

export type TokenPurpose = 'verify_email' | 'recover_password' | 'reactivate_account' | 'second_factor';

/** How long a link in a mail stays valid. Recovery is short: it hands over the account. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  verify_email: 48 * 60 * 60,
  recover_password: 60 * 60,
  reactivate_account: 24 * 60 * 60,
  // Between the password and the code of one login: long enough to open the app, no longer.
  second_factor: 5 * 60,
};

/** 422 token_invalid: a link that is no token of ours (also a reset whose account is gone). */
export const INVALID_LINK_MESSAGE = 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.';
const EXPIRED = 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.';
const USED = 'Dieser Link wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen an.';

type Db = Pick<Pool | PoolClient, 'query'>;

/** Single-use links of the account mails and the login's code step (common/security/link-token). */
@Injectable()
export class SingleUseTokens {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async create(userId: string, purpose: TokenPurpose, db: Db = this.pool): Promise<string> {
    const token = newLinkToken();
    await db.query(
      `INSERT INTO wall_tokens (id, user_id, purpose, secret_hash, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [token.id, userId, purpose, token.secretHash, TOKEN_TTL_SECONDS[purpose]],
    );
    return token.tokenFor(token.id);
  }

  /** Checks a token without using it up (e.g. before showing the new-password form). */
  async inspect(token: string, purpose: TokenPurpose): Promise<{ userId: string }> {
    const row = await this.find(token, purpose, this.pool, false);
    return { userId: row.user_id };
  }

  /**
   * Uses a token up inside the caller's transaction: the row lock makes two concurrent uses of
   * one link end with exactly one success.
   */
  async consume(token: string, purpose: TokenPurpose, db: Db): Promise<{ userId: string }> {
    const row = await this.find(token, purpose, db, true);
    await db.query('UPDATE wall_tokens SET used_at = now() WHERE id = $1', [row.id]);
    // Login tickets of parallel logins (two devices) stand on their own.
    if (purpose === 'second_factor') return { userId: row.user_id };
    // Older links of the same kind are void once one was used.
    await db.query('UPDATE wall_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [row.user_id, purpose]);
    return { userId: row.user_id };
  }

  /** Erasure (GDPR art. 17): the user's links go, used or not, inside the eraser's transaction. */
  async eraseAllOf(db: Db, userId: string): Promise<void> {
    await db.query('DELETE FROM wall_tokens WHERE user_id = $1', [userId]);
  }

  private async find(token: string, purpose: TokenPurpose, db: Db, lock: boolean) {
    const parts = parseLinkToken(token);
    if (!parts) throw invalid('token_invalid', INVALID_LINK_MESSAGE);
    const { rows } = await db.query<{ id: string; user_id: string; secret_hash: Buffer; expired: boolean; used_at: Date | null }>(
      `SELECT id, user_id, secret_hash, expires_at <= now() AS expired, used_at
         FROM wall_tokens WHERE id = $1 AND purpose = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [parts.id, purpose],
    );
    const row = rows[0];
    if (!row || !secretMatches(row.secret_hash, parts.secret)) throw invalid('token_invalid', INVALID_LINK_MESSAGE);
    if (row.used_at) throw invalid('token_used', USED);
    if (row.expired) throw invalid('token_expired', EXPIRED);
    return row;
  }
}
