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
  second_factor_enabled: boolean;
  expires_at: Date;
}

/** Where a session was opened from, shown in the session list. */
export interface SessionDevice {
  userAgent: string | null;
  clientAddress: string | null;
}

/** One row of the session list (GET /api/v1/customers/sessions). */
export interface ActiveSession {
  id: string;
  userAgent: string | null;
  clientAddress: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** Last use is written at most this often per session and process: it is for people, not audits. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;
const MAX_TRACKED_ACTIVITY = 10_000;
const MAX_USER_AGENT_LENGTH = 512;

/**
 * Sessions in PostgreSQL behind signed tokens: the signature spares a lookup for garbage, the row
 * makes revocation (logout, password change, deactivation) immediate. A live session found is kept
 * in this process's SessionCache, which every change of the session or its user evicts at once.
 */
@Injectable()
export class SessionStore {
  private readonly tokens: VerifiedAccessTokens;
  private readonly touchedAt = new Map<string, number>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
    private readonly cache: SessionCache,
  ) {
    this.tokens = new VerifiedAccessTokens(config.tokenSecret);
  }

  async issue(
    user: { id: string; email: string; role: UserRole; customerGroup: CustomerGroup | null; dealerId: string | null },
    device: SessionDevice = { userAgent: null, clientAddress: null },
  ): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const ttl = this.config.accessTokenTtlSeconds;
    const iat = Math.floor(Date.now() / 1000);
    await this.pool.query(
      `INSERT INTO sessions (id, user_id, expires_at, user_agent, client_address) VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
      [sessionId, user.id, ttl, device.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null, device.clientAddress],
    );
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
    if (cached) {
      this.touch(cached.sessionId);
      return cached;
    }
    // Before the query: an invalidation arriving while it runs keeps its answer out of the cache.
    const ticket = this.cache.ticket(claims.sub);
    // Named: prepared once per connection (every authenticated request without a cached session runs it).
    const { rows } = await this.pool.query<SessionRow>({
      name: 'auth_session',
      // The lookup also records the session's use: no second round trip for the session list.
      text: `WITH touched AS (
               INSERT INTO session_activity (session_id, last_used_at)
               SELECT id, now() FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()
               ON CONFLICT (session_id) DO UPDATE SET last_used_at = excluded.last_used_at
             )
             SELECT s.id AS session_id, u.id AS user_id, u.email, u.role, u.customer_group, u.dealer_id, u.accepted_tnc_at, s.expires_at,
              EXISTS (SELECT 1 FROM user_second_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL) AS second_factor_enabled
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
      secondFactorEnabled: row.second_factor_enabled,
    };
    this.cache.store(ticket, session, row.expires_at);
    this.touchedAt.set(session.sessionId, Date.now());
    return session;
  }

  /** The user's live sessions, most recently used first. */
  async listActive(userId: string): Promise<ActiveSession[]> {
    const { rows } = await this.pool.query<{ id: string; user_agent: string | null; client_address: string | null; created_at: Date; last_used_at: Date }>(
      `SELECT s.id, s.user_agent, s.client_address, s.created_at, coalesce(a.last_used_at, s.created_at) AS last_used_at
         FROM sessions s LEFT JOIN session_activity a ON a.session_id = s.id
        WHERE s.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        ORDER BY last_used_at DESC, s.created_at DESC`,
      [userId],
    );
    return rows.map((r) => ({ id: r.id, userAgent: r.user_agent, clientAddress: r.client_address, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
  }

  /** Ends one of the user's own sessions; false when it is not theirs or already over. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL', [sessionId, userId]);
    this.cache.forgetUser(userId);
    return (rowCount ?? 0) > 0;
  }

  /**
   * Records that a session was used, at most once a minute per session in this process, without
   * making the request wait: the session list shows it, nothing decides on it.
   */
  private touch(sessionId: string): void {
    const now = Date.now();
    const last = this.touchedAt.get(sessionId) ?? 0;
    if (now - last < ACTIVITY_WRITE_INTERVAL_MS) return;
    if (this.touchedAt.size >= MAX_TRACKED_ACTIVITY) this.touchedAt.clear();
    this.touchedAt.set(sessionId, now);
    this.pool
      .query(
        `INSERT INTO session_activity (session_id, last_used_at) SELECT id, now() FROM sessions WHERE id = $1
         ON CONFLICT (session_id) DO UPDATE SET last_used_at = excluded.last_used_at`,
        [sessionId],
      )
      // A session deleted meanwhile, or a pool shutting down: the list shows the older time.
      .catch(() => undefined);
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
   * Erasure (GDPR art. 17): the rows go with their devices and addresses (session_activity follows
   * by cascade), inside the eraser's transaction; call userChanged after COMMIT.
   */
  async eraseAllOf(db: Pick<Pool, 'query'>, userId: string): Promise<void> {
    await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
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
