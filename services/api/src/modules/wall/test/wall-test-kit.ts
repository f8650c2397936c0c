import { Agent as HttpAgent } from 'node:http';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, generateDemoData, loadSecondFactorKey } from '@autoleasing/infra';
import type { EventStore } from '@autoleasing/infra';
import { catchUpOfferPrices } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { EVENT_STORE, PG_POOL } from '../../../core/tokens';
import request from 'supertest';
import type { ApiTestApp } from '../../../../test/api-test-app';
import { LoginThrottle } from '../auth/login-throttle';
import { totpCode } from '../second-factor/totp';

export const DEMO = {
  b2c: 'privat@autoleasing.example',
  b2b: 'gewerbe@autoleasing.example',
  Dealer: 'haendler@autoleasing.example',
  Admin: 'admin@autoleasing.example',
} as const;
export { DEMO_PASSWORD };

/**
 * The tiny demo data, its offers priced from the imported discount events (issue 16) as the
 * projection process would. `discountImport: false` for tests of the discount tables themselves,
 * which start from empty tables (then no offer is listed).
 */
export async function seedDemoUsers(pool: Pool, options: { discountImport?: boolean } = {}): Promise<void> {
  const importDiscounts = options.discountImport ?? true;
  await generateDemoData({ pool, size: 'tiny', importDiscounts, secondFactorKey: loadSecondFactorKey() });
  if (importDiscounts) await catchUpOfferPrices({ pool });
}

export const http = (t: ApiTestApp) => request(t.app.getHttpServer());

/** Logs in; staff (and anyone with a second factor) pass the code step with `secret`. */
export async function login(t: ApiTestApp, email: string, password = DEMO_PASSWORD, ip?: string, secret = DEMO_STAFF_TOTP_SECRET): Promise<string> {
  const call = http(t).post('/api/v1/customers/session');
  if (ip) void call.set('x-forwarded-for', ip);
  const response = await call.send({ email, password }).expect(200);
  if (response.body.second_factor_required !== true) return response.body.access_token as string;
  return passSecondFactor(t, email, response.body.challenge_token as string, secret, ip);
}

/**
 * The code step of a login. Tests log one person in many times a second, and one TOTP code per
 * 30-second step would refuse all but the first as a replay: the kit forgets the last accepted
 * step before it answers (the replay rule is proven in second-factor.int.spec.ts, without this).
 */
export async function passSecondFactor(t: ApiTestApp, email: string, challengeToken: string, secret = DEMO_STAFF_TOTP_SECRET, ip?: string): Promise<string> {
  await poolOf(t).query('UPDATE user_second_factors SET last_used_step = NULL WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower($1))', [email]);
  const call = http(t).post('/api/v1/customers/session/second_factor');
  if (ip) void call.set('x-forwarded-for', ip);
  const response = await call.send({ challenge_token: challengeToken, code: totpCode(secret, Date.now()) }).expect(200);
  return response.body.access_token as string;
}

/** The newest link of a kind in the outbox for a recipient (mails are written in the background). */
export async function linkFromOutbox(pool: Pool, recipient: string, path: string, timeoutMs = 5000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY created_at DESC LIMIT 1',
      [recipient],
    );
    // The token ends at the next parameter (a verification link may carry redirect_url after it).
    const match = rows[0]?.text_body.match(new RegExp(`https?://\\S+${path}\\?token=([^\\s&]+)`));
    if (match) return decodeURIComponent(match[1]);
    if (Date.now() > until) throw new Error(`No mail with ${path} for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function outboxCount(pool: Pool, recipient: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE lower(recipient) = lower($1)', [recipient]);
  return rows[0].n;
}

export async function customerEvents(t: ApiTestApp, customerId: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const recorded = await t.app.get<symbol, EventStore>(EVENT_STORE).readStream(`customer-${customerId}`);
  return recorded.map((e) => ({ type: e.type, data: e.data as Record<string, unknown> }));
}

export const poolOf = (t: ApiTestApp) => t.app.get<symbol, Pool>(PG_POOL);

/** How long one second of a login wait lasts in a stretched test app: longer than any pause of a loaded machine. */
const STRETCHED_WAIT_SECOND_MS = 60_000;

/**
 * Stretches this app's login and code waits (LoginThrottle's test seam): a wait of n seconds lasts
 * n minutes in Redis, so an attempt right after the failure that started it meets it however long
 * the machine paused in between. Retry-After and the message still say n seconds. A test that
 * needs a wait to have passed deletes the wait keys.
 */
export function stretchLoginWaits(t: ApiTestApp): void {
  t.app.get(LoginThrottle).stretchWaitsForTests(STRETCHED_WAIT_SECOND_MS);
}

/** Polls until the check holds (mails and notices are written in the background). */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Requests from one real client address: the socket is bound to this loopback address
 * (127.0.0.x), so the server sees it as the client without trusting any forwarded header.
 */
export function fromAddress(t: ApiTestApp, localAddress: string) {
  const agent = new HttpAgent({ localAddress, keepAlive: false });
  return {
    post: (url: string) => http(t).post(url).agent(agent),
    put: (url: string) => http(t).put(url).agent(agent),
  };
}

export async function mailSubjects(pool: Pool, recipient: string): Promise<string[]> {
  const { rows } = await pool.query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY created_at', [recipient]);
  return rows.map((r) => r.subject);
}
