import { DEMO_STAFF_TOTP_SECRET } from '@autoleasing/infra';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { withAppDatabase } from './app-database';

/**
 * Staff log in with a second factor (issue 20). The demo seed enrols its Dealer and Admin with
 * DEMO_STAFF_TOTP_SECRET, so journeys compute the code as the authenticator app would.
 *
 * A TOTP code is accepted once per 30-second step (replays are refused) and journeys running in
 * parallel log the same staff member in: each login takes the next step no login has used yet
 * (the server accepts one step ahead), and waits for the clock when two are taken.
 */
const PERIOD_MS = 30_000;

export function totpCode(secret: string, atMs = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: atMs });
}

const currentStep = () => Math.floor(Date.now() / PERIOD_MS);

async function lastUsedStep(email: string): Promise<number | null> {
  return withAppDatabase(async (client) => {
    const { rows } = await client.query<{ step: string | null }>(
      'SELECT f.last_used_step AS step FROM user_second_factors f JOIN users u ON u.id = f.user_id WHERE lower(u.email) = lower($1)',
      [email],
    );
    return rows[0]?.step == null ? null : Number(rows[0].step);
  });
}

export interface StaffTwin {
  email: string;
  id: string;
}

/**
 * A new staff member just like `email` (role, dealer, name, password, the enrolled second factor
 * and its recovery codes, but no code step used yet) for one journey, which then logs in through both steps as itself. With every journey logging
 * in as the one demo Dealer, the logins queued for unused code steps (two per 30 s): in CI the
 * dealer journeys spent minutes waiting for the clock. Replays stay refused, as
 * second-factor.e2e.ts shows with one person logging in again.
 */
export async function staffTwin(email: string): Promise<StaffTwin> {
  const [local, domain] = email.split('@');
  const twin = { email: `${local}+${randomUUID().slice(0, 8)}@${domain}`, id: randomUUID() };
  await withAppDatabase(async (client) => {
    const { rowCount } = await client.query(
      `WITH original AS (SELECT * FROM users WHERE lower(email) = lower($1)),
            twin AS (
              INSERT INTO users
              SELECT (jsonb_populate_record(NULL::users, to_jsonb(o) || jsonb_build_object('id', $3::uuid, 'email', $2::text, 'created_at', now(), 'updated_at', now()))).*
                FROM original o
              RETURNING id)
       INSERT INTO user_second_factors (user_id, sealed_secret, created_at, confirmed_at)
       SELECT twin.id, f.sealed_secret, f.created_at, f.confirmed_at FROM twin, original o JOIN user_second_factors f ON f.user_id = o.id`,
      [email, twin.email, twin.id],
    );
    if (rowCount !== 1) throw new Error(`${email} is not an enrolled staff member`);
    await client.query(
      `INSERT INTO user_recovery_codes (id, user_id, code_hash, lookup, created_at, used_at)
       SELECT gen_random_uuid(), $2, c.code_hash, c.lookup, c.created_at, c.used_at
         FROM user_recovery_codes c JOIN users u ON u.id = c.user_id WHERE lower(u.email) = lower($1)`,
      [email, twin.id],
    );
  });
  return twin;
}

/** A code of a step no earlier login of `email` used and the server still accepts. */
async function unusedCode(email: string, secret = DEMO_STAFF_TOTP_SECRET): Promise<string> {
  await expect
    .poll(async () => ((await lastUsedStep(email)) ?? -1) <= currentStep(), { timeout: 2 * PERIOD_MS + 5_000, intervals: [500] })
    .toBe(true);
  const step = Math.max(currentStep(), ((await lastUsedStep(email)) ?? -1) + 1);
  return totpCode(secret, step * PERIOD_MS);
}

/**
 * Runs one staff login's code step while no other journey of any Playwright worker runs one for
 * the same person (a PostgreSQL advisory lock, queued in order). Without it, two workers waiting
 * for the next free step raced for it at every step change, and one could lose again and again.
 */
async function oneCodeStepAtATime<T>(email: string, step: () => Promise<T>): Promise<T> {
  return withAppDatabase(async (client) => {
    await client.query("SELECT pg_advisory_lock(hashtext('e2e-second-factor:' || lower($1)))", [email]);
    return await step();
  });
}

/** After "Anmelden" on /login: answers the "Bestätigungscode" step (again, if a parallel login took the code). */
export function passSecondFactorStep(page: Page, email: string, secret = DEMO_STAFF_TOTP_SECRET): Promise<void> {
  return oneCodeStepAtATime(email, () => answerCodeStep(page, email, secret));
}

async function answerCodeStep(page: Page, email: string, secret: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: 'Bestätigungscode' });
  await expect(heading).toBeVisible();
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel('Bestätigungscode').fill(await unusedCode(email, secret));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    const alert = page.getByRole('alert');
    const outcome = await Promise.race([
      heading.waitFor({ state: 'detached' }).then(() => 'done' as const),
      alert.waitFor().then(() => 'refused' as const),
    ]);
    if (outcome === 'done') return;
    const message = (await alert.textContent()) ?? '';
    if (!message.includes('bereits verwendet') || attempt === 3) throw new Error(`code step for ${email}: ${message}`);
  }
}

/** On /login: a new twin of the staff member `email` (staffTwin) signs in through both steps. */
export async function signInAsStaffTwin(page: Page, email: string, password: string): Promise<StaffTwin> {
  const twin = await staffTwin(email);
  await page.getByLabel('E-Mail-Adresse').fill(twin.email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await passSecondFactorStep(page, twin.email);
  return twin;
}

/** A staff login through the API (both steps); the context keeps the session cookie. */
export async function apiStaffLogin(api: APIRequestContext, email: string, password: string, secret = DEMO_STAFF_TOTP_SECRET): Promise<void> {
  const first = await api.post('/api/v1/customers/session', { data: { email, password } });
  expect(first.ok(), `password step for ${email}: ${first.status()}`).toBe(true);
  const { challenge_token: challengeToken } = (await first.json()) as { challenge_token: string };
  await oneCodeStepAtATime(email, async () => {
    for (let attempt = 1; ; attempt++) {
      const second = await api.post('/api/v1/customers/session/second_factor', { data: { challenge_token: challengeToken, code: await unusedCode(email, secret) } });
      if (second.ok()) return;
      const body = (await second.json()) as { code?: string };
      if (body.code !== 'second_factor_replayed' || attempt === 3) throw new Error(`code step for ${email}: ${second.status()} ${JSON.stringify(body)}`);
    }
  });
}
