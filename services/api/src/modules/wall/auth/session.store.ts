import { randomUUID } from 'node:crypto';
import { hasAcceptedCurrentTerms, type CustomerGroup, type UserRole } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { signToken, VerifiedAccessTokens } from './access-token';
import type { AuthSession } from './auth-session';
import { SessionCache } from './session-cache';
import { WALL_CONFIG, type WallConfig } from './wall-config';

export type { AuthSession } from './auth-session';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  idToken: string;
  expiresInSeconds: number;
}

interface SessionRow {
  session_id: string;
  user_id: string;
  email: string;
  role: UserRole;
  customer_group: CustomerGroup | null;
  dealer_id: string | null;
  accepted_tnc_at: Date | null;
  expires_at: Date;
}

/**
 * Sessions in PostgreSQL behind signed tokens: the signature spares a lookup for garbage, the row
 * makes revocation (logout, password change, deactivation) immediate. A live session found is kept
 * in this process's SessionCache, which every change of the session or its user evicts at once.
 */
@Injectable()
export class SessionStore {
  private readonly tokens: VerifiedAccessTokens;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
    private readonly cache: SessionCache,
  ) {
    this.tokens = new VerifiedAccessTokens(config.tokenSecret);
  }

  async issue(user: { id: string; email: string; role: UserRole; customerGroup: CustomerGroup | null; dealerId: string | null }): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const ttl = this.config.accessTokenTtlSeconds;
    const iat = Math.floor(Date.now() / 1000);
    await this.pool.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
      sessionId,
      user.id,
      ttl,
    ]);
    const common = { sub: user.id, role: user.role, customer_group: user.customerGroup, iat, exp: iat + ttl };
    return {
      sessionId,
      expiresInSeconds: ttl,
      accessToken: signToken({ ...common, sid: sessionId, dealer_id: user.dealerId, typ: 'access' }, this.config.tokenSecret),
      idToken: signToken({ ...common, email: user.email, typ: 'id' }, this.config.tokenSecret),
    };
  }

  /** The live session behind a token, or null (bad signature, expired, revoked, account gone). */
  async authenticate(token: string): Promise<AuthSession | null> {
    const claims = this.tokens.verify(token, Math.floor(Date.now() / 1000));
    if (!claims) return null;
    const cached = this.cache.get(claims.sid, claims.sub);
    if (cached) return cached;
    // Before the query: an invalidation arriving while it runs keeps its answer out of the cache.
    const ticket = this.cache.ticket(claims.sub);
    // Named: prepared once per connection (every authenticated request without a cached session runs it).
    const { rows } = await this.pool.query<SessionRow>({
      name: 'auth_session',
      text: `SELECT s.id AS session_id, u.id AS user_id, u.email, u.role, u.customer_group, u.dealer_id, u.accepted_tnc_at, s.expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
          AND u.deactivated_at IS NULL AND u.erased_at IS NULL`,
      values: [claims.sid, claims.sub],
    });
    const row = rows[0];
    if (!row) return null;
    const session: AuthSession = {
      sessionId: row.session_id,
      userId: row.user_id,
      email: row.email,
      role: row.role,
      customerGroup: row.customer_group,
      dealerId: row.dealer_id,
      acceptedTnc: hasAcceptedCurrentTerms(row.accepted_tnc_at),
    };
    this.cache.store(ticket, session, row.expires_at);
    return session;
  }

  async revoke(sessionId: string): Promise<void> {
    const { rows } = await this.pool.query<{ user_id: string }>('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING user_id', [
      sessionId,
    ]);
    // At once in this process; the other processes hear it from the trigger's notification.
    for (const row of rows) this.cache.forgetUser(row.user_id);
  }

  /** Inside a transaction (db), call userChanged after COMMIT as well: a lookup may re-cache the old row until then. */
  async revokeAllOf(userId: string, db: Pick<Pool, 'query'> = this.pool): Promise<void> {
    await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    this.cache.forgetUser(userId);
  }

  /**
   * After a committed change of the user's row or sessions: this process stops answering from the
   * cached session at once instead of when the notification arrives (the next request may be
   * faster than it).
   */
  userChanged(userId: string): void {
    this.cache.forgetUser(userId);
  }
}
