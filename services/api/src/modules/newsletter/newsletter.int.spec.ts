import type { Pool } from 'pg';
import request from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { PG_POOL } from '../../core/tokens';
import { backgroundWorkSettled } from '../wall/accounts/neutral-mail-request';
import { MAX_SIGNUPS_PER_IP } from './shared/newsletter-throttle';

let t: ApiTestApp;
let pool: Pool;
const http = () => request(t.app.getHttpServer());
const body = (email: string) => ({ email, customer_group: 'P', optin_source: 'footer', optin_url: 'http://localhost:3000/magazin/leasing' });

beforeAll(async () => {
  t = await startApiTestApp('newsletter');
  pool = t.app.get<symbol, Pool>(PG_POOL);
}, 60_000);
afterAll(() => t?.close());

/** The sign-up answers before its mail is written: the mails once the background work is done. */
async function mailsTo(email: string): Promise<string[]> {
  await backgroundWorkSettled();
  const { rows } = await pool.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY created_at', [email]);
  return rows.map((r) => r.text_body);
}
const tokenOf = (mail: string) => decodeURIComponent(/\/newsletter\/confirm\?token=(\S+)/.exec(mail)?.[1] ?? '');

describe('newsletter double opt-in', () => {
  it('stores the sign-up as pending and mails a single-use confirmation link', async () => {
    const res = await http().post('/newsletter/register').send(body('Leser@Example.com')).expect(200);
    expect(res.body).toEqual({ status: 'pending', message: expect.stringContaining('Bitte bestätigen Sie Ihre Anmeldung') });
    const [mail] = await mailsTo('leser@example.com');
    expect(mail).toContain('Newsletter');
    const { rows } = await pool.query('SELECT status, customer_group, optin_source, email FROM newsletter_subscriptions WHERE email_normalized = $1', ['leser@example.com']);
    expect(rows).toEqual([{ status: 'pending', customer_group: 'b2c', optin_source: 'footer', email: 'Leser@Example.com' }]);

    const confirmed = await http().get(`/newsletter/confirm?token=${encodeURIComponent(tokenOf(mail))}`).expect(200);
    expect(confirmed.body).toEqual({ status: 'confirmed', message: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.' });
    const again = await http().get(`/newsletter/confirm?token=${encodeURIComponent(tokenOf(mail))}`).expect(400);
    expect(again.body.message).toBe('Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.');
    const after = await pool.query('SELECT status FROM newsletter_subscriptions WHERE email_normalized = $1', ['leser@example.com']);
    expect(after.rows[0].status).toBe('confirmed');
  });

  it('answers the same for known addresses and sends no second mail (idempotent)', async () => {
    const first = await http().post('/newsletter/register').send(body('zweimal@example.com')).expect(200);
    await mailsTo('zweimal@example.com');
    const second = await http().post('/newsletter/register').send(body('ZWEIMAL@example.com')).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await mailsTo('zweimal@example.com')).toHaveLength(1);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email_normalized = $1', ['zweimal@example.com']);
    expect(rows[0].n).toBe(1);
    // Already confirmed (previous test): same answer, no mail.
    const known = await http().post('/newsletter/register').send(body('leser@example.com')).expect(200);
    expect(known.body).toEqual(first.body);
    expect(await mailsTo('leser@example.com')).toHaveLength(1);
  });

  it('refuses bad input with a German 400 and forged or expired links', async () => {
    const bad = [
      { ...body('keine-mail'), email: 'keine-mail' },
      { ...body('a@example.com'), customer_group: 'x' },
      { ...body('a@example.com'), optin_source: "'; DROP TABLE users; --" },
      { ...body('a@example.com'), optin_url: 'javascript:alert(1)' },
      { ...body('a@example.com'), extra: true },
      { email: 'a@example.com' },
    ];
    for (const b of bad) {
      const res = await http().post('/newsletter/register').send(b);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Bitte prüfen Sie Ihre Eingaben.');
    }
    await http().post('/newsletter/register').set('content-type', 'application/json').send('{"email":').expect(400);
    for (const q of ['', '?token=abc', `?token=${'x'.repeat(500)}`, '?token=00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '?token=a&token=b']) {
      const res = await http().get(`/newsletter/confirm${q}`);
      expect([q, res.status]).toEqual([q, 400]);
    }
    await http().post('/newsletter/register').send(body('alt@example.com')).expect(200);
    const [mail] = await mailsTo('alt@example.com');
    await pool.query(`UPDATE newsletter_subscriptions SET token_expires_at = now() - interval '1 minute' WHERE email_normalized = 'alt@example.com'`);
    const expired = await http().get(`/newsletter/confirm?token=${encodeURIComponent(tokenOf(mail))}`).expect(400);
    expect(expired.body.code).toBe('token_expired');
  });

  it('limits sign-ups per IP with a German 429', async () => {
    let last = 0;
    for (let i = 0; i <= MAX_SIGNUPS_PER_IP; i++) last = (await http().post('/newsletter/register').send(body(`viele${i}@example.com`))).status;
    expect(last).toBe(429);
    const res = await http().post('/newsletter/register').send(body('noch-einer@example.com')).expect(429);
    expect(res.body.message).toMatch(/Zu viele Anfragen/);
  });
});
