import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { REDIS } from '../../core/tokens';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { SingleUseTokens } from './auth/single-use-tokens';
import { MAILS_PER_ADDRESS_PER_HOUR, type UnsolicitedMailKind } from './mail/mail-quota';
import { customerEvents, DEMO, http, linkFromOutbox, login, mailSubjects, outboxCount, poolOf, seedDemoUsers, waitFor } from './test/wall-test-kit';

/** Issue 20, item 5 (mail limits, no enumeration) and item 7 (no self-reactivation after an Admin's deactivation). */
const PASSWORD = 'Herbstlaub-Fahrrad-97';
const REQUESTS = MAILS_PER_ADDRESS_PER_HOUR + 3;

let t: ApiTestApp;
let pool: Pool;
let redis: Redis;

beforeAll(async () => {
  t = await startApiTestApp('mail-limits');
  pool = poolOf(t);
  redis = t.app.get<symbol, Redis>(REDIS);
  await seedDemoUsers(pool, { discountImport: false });
});
afterAll(async () => t?.close());

const register = (email: string, extra: Record<string, unknown> = {}) =>
  http(t).post('/api/v1/customers').send({ email, password: PASSWORD, customer_group: 'b2c', first_name: 'Mia', last_name: 'Mailgrenze', ...extra });

/** How many requests of a kind the quota has counted for an address: the signal that every background request is done. */
async function quotaCount(kind: UnsolicitedMailKind, email: string): Promise<number> {
  const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return Number((await redis.get(`${t.queuePrefix}:mail-quota:${kind}:${address}`)) ?? 0);
}

/** Fires the requests, waits until the quota saw all of them, then the mails that may go out did. */
async function flood(kind: UnsolicitedMailKind, email: string, send: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < REQUESTS; i++) await send();
  await waitFor(async () => (await quotaCount(kind, email)) === REQUESTS);
}

async function registerAndVerify(email: string): Promise<string> {
  const { body } = await register(email).expect(201);
  await http(t).put('/api/v1/customers/confirmation').send({ token: await linkFromOutbox(pool, email, '/verify-email') }).expect(200);
  return body.user_id as string;
}

describe('at most a few mails per address and hour; extra requests answer the same and send nothing', () => {
  it('password reset', async () => {
    const email = 'reset.flut@example.org';
    await registerAndVerify(email);
    const before = await outboxCount(pool, email);
    const answers = new Set<string>();
    await flood('password_recovery', email, async () => {
      const res = await http(t).post('/api/v1/customers/password').send({ email }).expect(202);
      answers.add(JSON.stringify(res.body));
    });
    expect(answers.size).toBe(1);
    await waitFor(async () => (await outboxCount(pool, email)) === before + MAILS_PER_ADDRESS_PER_HOUR);
    expect(await outboxCount(pool, email)).toBe(before + MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('resend verification', async () => {
    const email = 'resend.flut@example.org';
    await register(email).expect(201);
    await flood('resend_confirmation', email, () => http(t).post('/api/v1/customers/resend_confirmation').send({ email }).expect(202));
    await waitFor(async () => (await outboxCount(pool, email)) === 1 + MAILS_PER_ADDRESS_PER_HOUR);
    expect(await outboxCount(pool, email)).toBe(1 + MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('account recovery (of an account its owner closed himself)', async () => {
    const email = 'recover.flut@example.org';
    await registerAndVerify(email);
    await pool.query(`UPDATE users SET deactivated_at = now(), deactivated_by = 'self' WHERE email = $1`, [email]);
    const before = await outboxCount(pool, email);
    await flood('account_recovery', email, () => http(t).post('/api/v1/customers/recover_account').send({ email }).expect(202));
    await waitFor(async () => (await outboxCount(pool, email)) === before + MAILS_PER_ADDRESS_PER_HOUR);
    expect(await outboxCount(pool, email)).toBe(before + MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('newsletter sign-up (also spaced by the newsletter itself)', async () => {
    const email = 'newsletter.flut@example.org';
    const answers = new Set<string>();
    await flood('newsletter_signup', email, async () => {
      const res = await http(t).post('/newsletter/register').send({ email, customer_group: 'b2c', optin_source: 'footer' }).expect(200);
      answers.add(JSON.stringify(res.body));
    });
    expect(answers.size).toBe(1);
    // The newsletter's own resend spacing may send fewer; the hourly quota caps it in any case.
    await waitFor(async () => (await outboxCount(pool, email)) >= 1);
    expect(await outboxCount(pool, email)).toBeLessThanOrEqual(MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('registration with a taken address', async () => {
    const email = 'gewerbe@autoleasing.example';
    await flood('already_registered', email, () => register(email).expect(201));
    await waitFor(async () => (await outboxCount(pool, email)) === MAILS_PER_ADDRESS_PER_HOUR);
    expect(await outboxCount(pool, email)).toBe(MAILS_PER_ADDRESS_PER_HOUR);
  });
});

describe('registration does not reveal whether an address has an account', () => {
  it('answers a taken address with the same status and body as a new one, stores nothing and mails the owner instead', async () => {
    const usersBefore = (await pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n;
    const fresh = await register('ganz.neu@example.org').expect(201);
    const taken = await register(DEMO.b2c.toUpperCase()).expect(201);
    const shape = (body: Record<string, unknown>) => ({ keys: Object.keys(body).sort(), userId: /^[0-9a-f-]{36}$/.test(String(body.user_id)) });
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(taken.body.email).toBe(DEMO.b2c.toUpperCase());
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect((await pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(usersBefore + 1);
    expect(await customerEvents(t, taken.body.user_id)).toEqual([]);

    await waitFor(async () => (await mailSubjects(pool, DEMO.b2c)).includes('Sie haben bereits ein Konto bei autoleasing'));
    const mail = await pool.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE recipient = $1', [DEMO.b2c]);
    expect(mail.rows[0].text_body).toContain('http://localhost:3000/login');
    expect(mail.rows[0].text_body).toContain('http://localhost:3000/recover-password');
    expect(await login(t, DEMO.b2c)).toEqual(expect.any(String));
  });
});

describe('an account deactivated by an Admin cannot be reactivated by its owner', () => {
  it('recover_account answers as always but sends no link; a link obtained before is refused; the Admin can reactivate', async () => {
    const email = 'gesperrt@example.org';
    const control = 'selbst.geschlossen@example.org';
    const userId = await registerAndVerify(email);
    await registerAndVerify(control);
    const admin = await login(t, DEMO.Admin);
    await http(t).put(`/api/v1/admin/customers/${userId}/deactivate`).set('authorization', `Bearer ${admin}`).expect(204);
    await pool.query(`UPDATE users SET deactivated_at = now(), deactivated_by = 'self' WHERE email = $1`, [control]);
    const mailsBefore = await outboxCount(pool, email);

    const blocked = await http(t).post('/api/v1/customers/recover_account').send({ email }).expect(202);
    const allowed = await http(t).post('/api/v1/customers/recover_account').send({ email: control }).expect(202);
    expect(blocked.body).toEqual(allowed.body);
    // The control request went in after the blocked one through the same path: once its mail is there, the other is done.
    await linkFromOutbox(pool, control, '/reactivate-account');
    expect(await outboxCount(pool, email)).toBe(mailsBefore);

    const oldLink = await t.app.get(SingleUseTokens).create(userId, 'reactivate_account');
    const refused = await http(t).put('/api/v1/customers/reactivate_account').send({ token: oldLink }).expect(403);
    expect(refused.body).toMatchObject({ code: 'account_deactivated_by_staff', message: expect.stringContaining('Kundenservice') });
    expect((await pool.query('SELECT deactivated_at FROM users WHERE id = $1', [userId])).rows[0].deactivated_at).not.toBeNull();

    await http(t).put(`/api/v1/admin/customers/${userId}/reactivate`).set('authorization', `Bearer ${admin}`).expect(204);
    await login(t, email, PASSWORD);
  });
});
