import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { REDIS } from '../../core/tokens';
import { SecurityLog } from '../security-log/shared/security-log';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { FREE_FAILURES_PER_ACCOUNT_AND_CLIENT, FREE_FAILURES_PER_CLIENT } from './auth/login-backoff';
import { DEMO, DEMO_PASSWORD, fromAddress, mailSubjects, poolOf, seedDemoUsers, stretchLoginWaits, waitFor } from './test/wall-test-kit';

/**
 * Issue 20, item 1. Every client is a real loopback source address (127.0.0.x), so the server sees
 * distinct clients without trusting any header. 127.0.0.2 plays the trusted reverse proxy.
 * The waits are stretched (stretchLoginWaits): a wait the answers call 1 s lasts a minute in Redis,
 * so the attempt after a failure meets its wait however slow the machine is, and Retry-After is exact.
 */
const PROXY = '127.0.0.2';
const SESSION = '/api/v1/customers/session';
const NOTICE_SUBJECT = 'Fehlgeschlagene Anmeldeversuche bei Ihrem autoleasing-Konto';

let t: ApiTestApp;
let pool: Pool;
let redis: Redis;
let clientCounter = 10;
/** A fresh client address per test, so counters of one test never reach another. */
const freshClient = () => `127.0.0.${++clientCounter}`;

beforeAll(async () => {
  process.env.TRUSTED_PROXIES = PROXY;
  t = await startApiTestApp('login-throttle');
  stretchLoginWaits(t);
  pool = poolOf(t);
  redis = t.app.get<symbol, Redis>(REDIS);
  await seedDemoUsers(pool, { discountImport: false });
});
afterAll(async () => {
  await t?.close();
  delete process.env.TRUSTED_PROXIES;
});

const attempt = (client: string, email: string, password: string, forwardedFor?: string) => {
  const call = fromAddress(t, client).post(SESSION);
  if (forwardedFor) void call.set('x-forwarded-for', forwardedFor);
  return call.send({ email, password });
};

/** Stands for the wait having passed: the (stretched) wait keys would expire by themselves, the test does not sleep. */
async function letWaitsPass(): Promise<void> {
  const keys = await redis.keys(`${t.queuePrefix}:login:wait:*`);
  if (keys.length > 0) await redis.del(...keys);
}

async function failUntilThrottled(client: string, email: string, forwardedFor?: () => string): Promise<number> {
  for (let failures = 1; failures <= 20; failures++) {
    const res = await attempt(client, email, `falsch-${failures}`, forwardedFor?.());
    if (res.status === 429) return failures - 1;
    expect(res.status).toBe(401);
  }
  throw new Error('never throttled');
}

describe('failures per (account, client)', () => {
  it('slows the guessing client down with 429, Retry-After and a German message, while the owner from another client gets in', async () => {
    const guesser = freshClient();
    for (let i = 0; i <= FREE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) await attempt(guesser, DEMO.b2b, `falsch-${i}`).expect(401);
    const slowed = await attempt(guesser, DEMO.b2b, DEMO_PASSWORD).expect(429);
    expect(slowed.body).toMatchObject({ code: 'too_many_login_attempts', message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Sekunde erneut.' });
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.headers['cache-control']).toBe('no-store');
    // The security log names the account of a throttled attempt (looked up for the entry), never the address.
    await t.app.get(SecurityLog).settled();
    const { rows } = await pool.query<{ user_id: string | null; details: object }>(
      `SELECT l.user_id, l.details FROM security_log l WHERE l.kind = 'login_throttled' AND l.client_ip = $1`,
      [guesser],
    );
    const account = (await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.b2b])).rows[0];
    expect(rows).toEqual([{ user_id: account.id, details: expect.not.objectContaining({ email: expect.anything() }) }]);

    const owner = await attempt(freshClient(), DEMO.b2b, DEMO_PASSWORD).expect(200);
    expect(owner.body.access_token).toEqual(expect.any(String));
  });

  it('doubles the wait with each further failure (1, 2, 4, 8 s …)', async () => {
    const guesser = freshClient();
    const email = 'opfer@example.org';
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) await attempt(guesser, email, `falsch-${i}`).expect(401);
    const waits: string[] = [];
    for (let round = 0; round < 4; round++) {
      await attempt(guesser, email, `noch-falsch-${round}`).expect(401);
      waits.push((await attempt(guesser, email, 'egal').expect(429)).headers['retry-after'] as string);
      await letWaitsPass();
    }
    expect(waits).toEqual(['1', '2', '4', '8']);
  });

  it('never blocks the account: after more failures than the old lock (10) from many clients its owner logs in from yet another one', async () => {
    for (let c = 0; c < 4; c++) {
      const client = freshClient();
      for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) await attempt(client, DEMO.Dealer, `falsch-${c}-${i}`).expect(401);
    }
    await attempt(freshClient(), DEMO.Dealer, DEMO_PASSWORD).expect(200);
  });

  it('a success forgives the client its mistakes on that account', async () => {
    const client = freshClient();
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) await attempt(client, DEMO.Admin, `falsch-${i}`).expect(401);
    await attempt(client, DEMO.Admin, DEMO_PASSWORD).expect(200);
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) await attempt(client, DEMO.Admin, `wieder-falsch-${i}`).expect(401);
    await attempt(client, DEMO.Admin, DEMO_PASSWORD).expect(200);
  });
});

describe('failures per client across accounts', () => {
  it('slows down a client that tries many accounts, for every account from it; other clients are not affected', async () => {
    const sprayer = freshClient();
    for (let i = 0; i <= FREE_FAILURES_PER_CLIENT; i++) await attempt(sprayer, `konto-${i}@example.org`, 'Sommer2026!').expect(401);
    const slowed = await attempt(sprayer, DEMO.b2c, DEMO_PASSWORD).expect(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await attempt(freshClient(), DEMO.b2c, DEMO_PASSWORD).expect(200);
  });
});

describe('the owner is told about repeated failures', () => {
  it('mails the owner once per window, whichever clients failed', async () => {
    const email = 'gewerbe@autoleasing.example';
    await pool.query('DELETE FROM mail_outbox WHERE lower(recipient) = $1', [email]);
    const earlier = await redis.keys(`${t.queuePrefix}:login:*`);
    if (earlier.length > 0) await redis.del(...earlier);
    for (let c = 0; c < 4; c++) {
      const client = freshClient();
      for (let i = 0; i < 2; i++) await attempt(client, email, `falsch-${c}-${i}`).expect(401);
    }
    await waitFor(async () => (await mailSubjects(pool, email)).includes(NOTICE_SUBJECT));
    const { rows } = await pool.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE recipient = $1', [email]);
    expect(rows[0].text_body).toContain('http://localhost:3000/recover-password');
    // The notice is decided before each answer: once one went out, later failures decide none.
    for (let i = 0; i < 3; i++) await attempt(freshClient(), email, `nochmal-${i}`).expect(401);
    expect((await mailSubjects(pool, email)).filter((s) => s === NOTICE_SUBJECT)).toHaveLength(1);
  });

  it('an unknown address gets no mail', async () => {
    for (let c = 0; c < 3; c++) {
      const client = freshClient();
      for (let i = 0; i < 2; i++) await attempt(client, 'niemand-hier@example.org', `falsch-${i}`).expect(401);
    }
    expect(await mailSubjects(pool, 'niemand-hier@example.org')).toEqual([]);
  });
});

describe('client address behind the trusted proxy', () => {
  it('ignores a spoofed X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const direct = freshClient();
    let n = 0;
    const spoofed = () => `203.0.113.${++n}`;
    expect(await failUntilThrottled(direct, 'spoof-direkt@example.org', spoofed)).toBe(FREE_FAILURES_PER_ACCOUNT_AND_CLIENT + 1);
  });

  it('takes the right-most address the trusted proxy added, never the left-most the client wrote', async () => {
    let n = 0;
    const spoofedThenReal = () => `198.18.0.${++n}, 198.51.100.7`;
    expect(await failUntilThrottled(PROXY, 'spoof-proxy@example.org', spoofedThenReal)).toBe(FREE_FAILURES_PER_ACCOUNT_AND_CLIENT + 1);
    // Another customer behind the same proxy is another client.
    await attempt(PROXY, 'spoof-proxy@example.org', 'falsch', '198.51.100.8').expect(401);
  });
});

describe('without any trusted proxy (TRUSTED_PROXIES unset)', () => {
  let plain: ApiTestApp;
  beforeAll(async () => {
    delete process.env.TRUSTED_PROXIES;
    plain = await startApiTestApp('login-throttle-plain');
    stretchLoginWaits(plain);
  });
  afterAll(async () => plain?.close());

  it('ignores X-Forwarded-For entirely, from any address', async () => {
    let n = 0;
    for (let i = 0; i <= FREE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) {
      await fromAddress(plain, PROXY).post(SESSION).set('x-forwarded-for', `198.51.100.${++n}`).send({ email: 'ohne-proxy@example.org', password: 'falsch' }).expect(401);
    }
    await fromAddress(plain, PROXY).post(SESSION).set('x-forwarded-for', '198.51.100.200').send({ email: 'ohne-proxy@example.org', password: 'falsch' }).expect(429);
  });
});
