import type { SecurityLogEntry, SecurityLogResponse } from '@autoleasing/contracts';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';
import { SecurityLog } from './shared/security-log';

/** Issue 20, item 8: what the security log records, and who may read it. */
let t: ApiTestApp;
let adminToken: string;
let ids: Record<'b2c' | 'b2b' | 'Admin' | 'Dealer', string>;
let dealerId: string;

beforeAll(async () => {
  t = await startApiTestApp('security-log');
  await seedDemoUsers(poolOf(t), { discountImport: false });
  const { rows } = await poolOf(t).query<{ id: string; email: string; dealer_id: string | null }>('SELECT id, email, dealer_id FROM users WHERE email = ANY($1)', [Object.values(DEMO)]);
  const byEmail = (email: string) => rows.find((r) => r.email === email) as { id: string; dealer_id: string | null };
  ids = { b2c: byEmail(DEMO.b2c).id, b2b: byEmail(DEMO.b2b).id, Admin: byEmail(DEMO.Admin).id, Dealer: byEmail(DEMO.Dealer).id };
  dealerId = byEmail(DEMO.Dealer).dealer_id as string;
  adminToken = await login(t, DEMO.Admin);
}, 120_000);
afterAll(async () => t?.close());

/** Entries are written after the answer leaves: wait for the one of a request (bounded). */
async function entryOf(requestId: string, kind: string): Promise<SecurityLogEntry> {
  const until = Date.now() + 5000;
  for (;;) {
    const { rows } = await poolOf(t).query('SELECT id::text, occurred_at, kind, user_id, client_ip, request_id, details FROM security_log WHERE request_id = $1 AND kind = $2', [requestId, kind]);
    if (rows[0]) return rows[0] as SecurityLogEntry;
    if (Date.now() > until) throw new Error(`No ${kind} entry for request ${requestId}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('security log entries', () => {
  it('records a failed login with the account, client address and request id, never the password', async () => {
    const response = await http(t).post('/api/v1/customers/session').set('x-request-id', 'req-login-failed-1').send({ email: DEMO.b2c, password: 'Falsch-123456' });
    expect(response.status).toBe(401);
    const entry = await entryOf('req-login-failed-1', 'login_failed');
    expect(entry).toMatchObject({ user_id: ids.b2c, client_ip: expect.stringMatching(/127\.0\.0\.1/), details: { code: 'invalid_credentials', path: '/api/v1/customers/session' } });
    expect(JSON.stringify(entry)).not.toContain('Falsch-123456');
    expect(JSON.stringify(entry)).not.toContain(DEMO.b2c);
  });

  it('records a failed login by an unknown address without a user and without the address', async () => {
    const unknown = 'niemand-security-log@autoleasing.example';
    await http(t).post('/api/v1/customers/session').set('x-request-id', 'req-login-unknown-1').send({ email: unknown, password: 'Falsch-123456' }).expect(401);
    const entry = await entryOf('req-login-unknown-1', 'login_failed');
    expect(entry).toMatchObject({ user_id: null, details: { code: 'invalid_credentials', method: 'POST', path: '/api/v1/customers/session' } });
    expect(JSON.stringify(entry)).not.toContain(unknown);
  });

  it('records a successful login', async () => {
    await http(t).post('/api/v1/customers/session').set('x-request-id', 'req-login-ok-1').send({ email: DEMO.b2b, password: 'Leasing2026!' }).expect(200);
    expect(await entryOf('req-login-ok-1', 'login_succeeded')).toMatchObject({ user_id: ids.b2b });
  });

  it('records a 403 with the caller and the error code', async () => {
    const token = await login(t, DEMO.b2c);
    await http(t).get('/api/v1/admin/security_log').set('authorization', `Bearer ${token}`).set('x-request-id', 'req-forbidden-1').expect(403);
    expect(await entryOf('req-forbidden-1', 'access_denied')).toMatchObject({ user_id: ids.b2c, details: { code: 'role_not_allowed', method: 'GET' } });
  });

  it('records an admin acting for a dealer', async () => {
    await http(t).post(`/api/v1/dealers/${dealerId}/discounts`).set('authorization', `Bearer ${adminToken}`).set('x-request-id', 'req-acting-1').send({});
    expect(await entryOf('req-acting-1', 'acting_for_dealer')).toMatchObject({ user_id: ids.Admin, details: { dealer_id: dealerId, method: 'POST' } });
  });

  it('does not record a dealer working in their own area as acting', async () => {
    const token = await login(t, DEMO.Dealer);
    await http(t).post(`/api/v1/dealers/${dealerId}/discounts`).set('authorization', `Bearer ${token}`).set('x-request-id', 'req-own-dealer-1').send({});
    // A later request the log does record: once its entry is there, the dealer's request has
    // passed the same hook, and settled() waits for any write that hook started.
    await http(t).post(`/api/v1/dealers/${dealerId}/discounts`).set('authorization', `Bearer ${adminToken}`).set('x-request-id', 'req-acting-after-own').send({});
    await entryOf('req-acting-after-own', 'acting_for_dealer');
    await t.app.get(SecurityLog).settled();
    const { rows } = await poolOf(t).query('SELECT kind FROM security_log WHERE request_id = $1', ['req-own-dealer-1']);
    expect(rows).toEqual([]);
  });

  it('records an erasure with the acting admin and the customer id', async () => {
    await http(t).delete(`/api/v1/admin/customers/${ids.b2b}/personal_data`).set('authorization', `Bearer ${adminToken}`).set('x-request-id', 'req-erase-1').expect(204);
    expect(await entryOf('req-erase-1', 'personal_data_erased')).toMatchObject({ user_id: ids.Admin, details: { customer_id: ids.b2b } });
  });

  it('deletes entries older than the retention period (180 days by default)', async () => {
    await poolOf(t).query("INSERT INTO security_log (occurred_at, kind, client_ip) VALUES (now() - interval '181 days', 'login_failed', '10.9.9.9'), (now() - interval '179 days', 'login_failed', '10.9.9.8')");
    await t.app.get(SecurityLog).purgeExpired();
    const { rows } = await poolOf(t).query<{ client_ip: string }>("SELECT client_ip FROM security_log WHERE client_ip LIKE '10.9.9.%'");
    expect(rows.map((r) => r.client_ip)).toEqual(['10.9.9.8']);
  });
});

describe('GET /api/v1/admin/security_log', () => {
  const search = (query: string, token = adminToken) => http(t).get(`/api/v1/admin/security_log${query}`).set('authorization', `Bearer ${token}`);

  it('lists entries newest first for an Admin, filtered by kind and user, without caching', async () => {
    await http(t).post('/api/v1/customers/session').set('x-request-id', 'req-login-failed-2').send({ email: DEMO.b2c, password: 'Falsch-654321' });
    await entryOf('req-login-failed-2', 'login_failed');
    const response = await search(`?kind=login_failed&user_id=${ids.b2c}`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as SecurityLogResponse;
    expect(body.entries.length).toBeGreaterThanOrEqual(2);
    expect(body.entries.every((e) => e.kind === 'login_failed' && e.user_id === ids.b2c)).toBe(true);
    expect(body.entries[0].request_id).toBe('req-login-failed-2');
    expect(body).toMatchObject({ page: 1, per_page: 50 });
  });

  it('filters by client address and time', async () => {
    const body = (await search('?client_ip=10.9.9.8&from=2000-01-01T00:00:00Z').expect(200)).body as SecurityLogResponse;
    expect(body.entries.map((e) => e.client_ip)).toEqual(['10.9.9.8']);
    const none = (await search('?client_ip=10.9.9.8&to=2000-01-01T00:00:00Z').expect(200)).body as SecurityLogResponse;
    expect(none.total).toBe(0);
  });

  it('refuses unknown filters and values with 400 and a German message', async () => {
    for (const query of ['?kind=everything', '?client_ip=not-an-ip', '?user_id=x', '?sort=asc', '?from=yesterday']) {
      const response = await search(query).expect(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('is for Admins only', async () => {
    await http(t).get('/api/v1/admin/security_log').expect(401);
    await search('', await login(t, DEMO.Dealer)).expect(403);
  });
});
