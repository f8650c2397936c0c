import { createPgPool } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { eventually } from '../../../test/eventually';
import { LISTENER_APPLICATION_NAME } from '../../common/consistency/pg-notifications.service';
import { SessionCache } from './auth/session-cache';
import { DEMO, http, login, poolOf, seedDemoUsers } from './test/wall-test-kit';

/**
 * Sessions are cached per api process and evicted by the `auth_session_changed` notification
 * (migration 076) that every change of a session or user row sends on commit. `other` is another
 * connection, as another api process or an operator would write.
 */
/** The tables a session lookup reads; the app's background work shares the pool. */
const SESSION_QUERY = /\b(sessions|session_activity|users)\b/;
const sqlOf = (args: unknown[]) => String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text ?? '');

describe('session cache: no lookup for a known session, revocation at once', () => {
  let t: ApiTestApp;
  let apiPool: Pool;
  let other: Pool;
  let cache: SessionCache;

  beforeAll(async () => {
    t = await startApiTestApp('session_cache');
    apiPool = poolOf(t);
    await seedDemoUsers(apiPool);
    other = createPgPool(t.database.url, 2);
    cache = t.app.get(SessionCache);
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  const whoAmI = async (token: string) => (await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${token}`).expect(200)).body;
  const userIdOf = async (email: string) => (await other.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0].id;

  /**
   * Session queries (sessions, session activity, users) the api's pool runs during `action`. Only
   * those: the app's own background work (sweepers, the security log's purge at start) shares the
   * pool and may run at the same moment.
   */
  async function queriesDuring(action: () => Promise<unknown>): Promise<number> {
    const query = jest.spyOn(apiPool, 'query');
    try {
      await action();
      return query.mock.calls.filter((call) => SESSION_QUERY.test(sqlOf(call))).length;
    } finally {
      query.mockRestore();
    }
  }

  it('answers a known session without a query', async () => {
    const token = await login(t, DEMO.b2c);
    expect(await queriesDuring(() => whoAmI(token))).toBe(1);
    expect(await queriesDuring(() => whoAmI(token))).toBe(0);
    expect((await whoAmI(token)).role).toBe('Customer');
  });

  it('refuses a token at once after logout, and does not cache the refusal', async () => {
    const token = await login(t, DEMO.b2c);
    await whoAmI(token);
    await http(t).delete('/api/v1/customers/session').set('authorization', `Bearer ${token}`).expect(204);
    expect((await whoAmI(token)).error).toBe('not_logged_in');
    expect(await queriesDuring(() => whoAmI(token))).toBe(1);
  });

  it('refuses a deactivated account as soon as the change of another connection is notified', async () => {
    const token = await login(t, DEMO.b2b);
    const userId = await userIdOf(DEMO.b2b);
    await whoAmI(token);
    expect(await queriesDuring(() => whoAmI(token))).toBe(0);
    try {
      await other.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [userId]);
      await eventually(async () => expect((await whoAmI(token)).error).toBe('not_logged_in'));
    } finally {
      await other.query('UPDATE users SET deactivated_at = NULL WHERE id = $1', [userId]);
    }
    // Reactivated: the session was never revoked, so it is live again.
    await eventually(async () => expect((await whoAmI(token)).user_id).toBe(userId));
  });

  it('shows a terms acceptance (or its loss) written by another connection', async () => {
    const token = await login(t, DEMO.Dealer);
    const userId = await userIdOf(DEMO.Dealer);
    expect((await whoAmI(token)).accepted_tnc).toBe(true);
    await other.query("UPDATE users SET accepted_tnc_at = '2025-06-01' WHERE id = $1", [userId]);
    await eventually(async () => expect((await whoAmI(token)).accepted_tnc).toBe(false));
    await other.query('UPDATE users SET accepted_tnc_at = now() WHERE id = $1', [userId]);
    await eventually(async () => expect((await whoAmI(token)).accepted_tnc).toBe(true));
  });

  it('never serves a session past its expiry', async () => {
    const token = await login(t, DEMO.Admin);
    const userId = await userIdOf(DEMO.Admin);
    // Without triggers (no notification): only the expiry read with the session can end it.
    const client = await other.connect();
    try {
      await client.query('SET session_replication_role = replica');
      await client.query("UPDATE sessions SET expires_at = now() + interval '1 second' WHERE user_id = $1 AND revoked_at IS NULL", [userId]);
    } finally {
      await client.query('RESET session_replication_role');
      client.release();
    }
    expect((await whoAmI(token)).user_id).toBe(userId);
    expect(await queriesDuring(() => whoAmI(token))).toBe(0);
    // Still cached, and no notification comes: once the expiry has passed it is refused all the same.
    await eventually(async () => expect((await whoAmI(token)).error).toBe('not_logged_in'), 10_000);
  });

  it('does not store a lookup that an invalidation overtook', async () => {
    const token = await login(t, DEMO.b2c);
    const userId = await userIdOf(DEMO.b2c);
    const heard = jest.spyOn(cache, 'forgetUser');
    const real = apiPool.query.bind(apiPool) as (...args: unknown[]) => Promise<unknown>;
    // Only the session lookup is held back: the app's background work shares the pool.
    let lookups = 0;
    const query = jest.spyOn(apiPool, 'query').mockImplementation((async (...args: unknown[]) => {
      if (!SESSION_QUERY.test(sqlOf(args))) return real(...args);
      lookups += 1;
      const result = await real(...args);
      if (lookups > 1) return result;
      // The row is read; a change commits and is heard before the lookup stores it.
      await other.query('UPDATE users SET updated_at = now() WHERE id = $1', [userId]);
      await eventually(async () => expect(heard).toHaveBeenCalledWith(userId));
      return result;
    }) as never);
    try {
      expect((await whoAmI(token)).user_id).toBe(userId);
      expect(lookups).toBe(1);
    } finally {
      query.mockRestore();
      heard.mockRestore();
    }
    // Not cached: the next request looks it up again (and that one is kept).
    expect(await queriesDuring(() => whoAmI(token))).toBe(1);
    expect(await queriesDuring(() => whoAmI(token))).toBe(0);
  });

  it('forgets everything when its listening connection is lost, and caches nothing until it listens again', async () => {
    const token = await login(t, DEMO.b2c);
    await whoAmI(token);
    expect(cache.size).toBeGreaterThan(0);
    await other.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
      LISTENER_APPLICATION_NAME,
    ]);
    await eventually(async () => expect(cache.ticket('anyone')).toBeNull());
    expect(cache.size).toBe(0);
    // The listener comes back after a short backoff; until then every request looks up.
    expect(await queriesDuring(() => whoAmI(token))).toBe(1);
    expect(cache.size).toBe(0);
    await eventually(async () => expect(cache.ticket('anyone')).not.toBeNull());
    await whoAmI(token);
    expect(await queriesDuring(() => whoAmI(token))).toBe(0);
  });
});
