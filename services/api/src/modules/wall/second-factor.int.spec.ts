import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, hashSecret } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { stepAt, totpCode, TOTP_PERIOD_SECONDS } from './second-factor/totp';
import { DEMO, http, login, passSecondFactor, poolOf, seedDemoUsers, stretchLoginWaits } from './test/wall-test-kit';

/**
 * Two-factor login (issue 20 item 2) against the real database and Redis: enrolment, the code
 * step, replays, recovery codes, staff who must enrol, and the session list with its sign-outs.
 */
// An enrolment hashes ten recovery codes with argon2id (slow by design) on a shared two-core machine.
jest.setTimeout(90_000);

let t: ApiTestApp;
let pool: Pool;
let ipCounter = 0;
/** Each test its own client address: the failure counters of one must not throttle another. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  process.env.TRUSTED_PROXIES = 'loopback';
  t = await startApiTestApp('second_factor');
  // A started wait lasts a minute per second in Redis: the attempts right after it meet it however slow the machine is.
  stretchLoginWaits(t);
  pool = poolOf(t);
  await seedDemoUsers(pool, { discountImport: false });
}, 60_000);
afterAll(async () => {
  await t?.close();
  delete process.env.TRUSTED_PROXIES;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A verified account of `role` that has not enrolled (staff: must; customer: may). */
async function createAccount(role: 'Customer' | 'Admin'): Promise<string> {
  const email = `zwei-faktor-${randomUUID()}@example.org`;
  await pool.query(
    `INSERT INTO users (id, email, password_hash, role, customer_group, first_name, last_name, email_verified_at, accepted_tnc_at)
     VALUES ($1, $2, $3, $4, $5, 'Zora', 'Zweifaktor', now(), now())`,
    [randomUUID(), email, await hashSecret(DEMO_PASSWORD), role, role === 'Customer' ? 'b2c' : null],
  );
  return email;
}

function passwordStep(email: string, ip: string, userAgent = 'Jest') {
  return http(t).post('/api/v1/customers/session').set('x-forwarded-for', ip).set('user-agent', userAgent).send({ email, password: DEMO_PASSWORD });
}

function codeStep(challenge: string, code: string, ip: string, userAgent = 'Jest') {
  return http(t).post('/api/v1/customers/session/second_factor').set('x-forwarded-for', ip).set('user-agent', userAgent).send({ challenge_token: challenge, code });
}

/** Enrols the logged-in user; answers the secret and the recovery codes. */
async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await http(t).post('/api/v1/customers/second_factor/enrolment').set(bearer(token)).expect(200);
  const confirmed = await http(t).put('/api/v1/customers/second_factor/enrolment').set(bearer(token)).send({ code: totpCode(started.body.secret, Date.now()) }).expect(200);
  return { secret: started.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

/** The code of a step no earlier login of this user took (the step after the last accepted one). */
async function unusedCode(email: string, secret: string): Promise<string> {
  const { rows } = await pool.query<{ step: string | null }>(
    'SELECT last_used_step AS step FROM user_second_factors f JOIN users u ON u.id = f.user_id WHERE u.email = $1',
    [email],
  );
  const next = Math.max(stepAt(Date.now()), Number(rows[0]?.step ?? 0) + 1);
  return totpCode(secret, next * TOTP_PERIOD_SECONDS * 1000);
}

describe('enrolment', () => {
  it('hands out a secret and QR code, switches on with the first code, answers ten recovery codes once', async () => {
    const email = await createAccount('Customer');
    const token = await login(t, email, DEMO_PASSWORD, freshIp());
    expect((await http(t).get('/api/v1/customers/second_factor').set(bearer(token)).expect(200)).body).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const started = await http(t).post('/api/v1/customers/second_factor/enrolment').set(bearer(token)).expect(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_url).toContain(`secret=${started.body.secret}`);
    expect(started.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(started.headers['cache-control']).toBe('no-store');

    const wrong = await http(t).put('/api/v1/customers/second_factor/enrolment').set(bearer(token)).send({ code: '000000' });
    if (totpCode(started.body.secret, Date.now()) !== '000000') expect(wrong.status).toBe(422);
    expect(wrong.body.code ?? 'accepted').not.toBe('internal_error');

    const confirmed = await http(t).put('/api/v1/customers/second_factor/enrolment').set(bearer(token)).send({ code: totpCode(started.body.secret, Date.now()) }).expect(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    for (const code of confirmed.body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await http(t).get('/api/v1/customers/second_factor').set(bearer(token)).expect(200);
    expect(status.body).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect(JSON.stringify(status.body)).not.toContain(started.body.secret);
    // Never handed out again, and stored sealed, recovery codes only as hashes.
    const again = await http(t).post('/api/v1/customers/second_factor/enrolment').set(bearer(token)).expect(409);
    expect(again.body.code).toBe('second_factor_already_enabled');
    const stored = await pool.query<{ sealed_secret: string; codes: string[] }>(
      `SELECT f.sealed_secret, array_agg(r.code_hash) AS codes FROM user_second_factors f JOIN users u ON u.id = f.user_id
         JOIN user_recovery_codes r ON r.user_id = u.id WHERE u.email = $1 GROUP BY f.sealed_secret`,
      [email],
    );
    expect(stored.rows[0].sealed_secret).not.toContain(started.body.secret);
    expect(stored.rows[0].codes.join(' ')).not.toContain(confirmed.body.recovery_codes[0]);
    expect(stored.rows[0].codes[0]).toMatch(/^\$argon2id\$/);
  });

  it('refuses to confirm without a started enrolment', async () => {
    const token = await login(t, await createAccount('Customer'), DEMO_PASSWORD, freshIp());
    const response = await http(t).put('/api/v1/customers/second_factor/enrolment').set(bearer(token)).send({ code: '123456' }).expect(409);
    expect(response.body.code).toBe('second_factor_not_pending');
  });
});

describe('login with a second factor', () => {
  it('answers the password step with a ticket only; the code step opens the session', async () => {
    const email = await createAccount('Customer');
    const { secret } = await enrol(await login(t, email, DEMO_PASSWORD, freshIp()));
    const ip = freshIp();
    const first = await passwordStep(email, ip).expect(200);
    expect(first.body).toEqual({ second_factor_required: true, challenge_token: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    // The ticket is no session.
    expect((await http(t).get('/api/v1/authentication').set(bearer(first.body.challenge_token)).expect(200)).body.error).toBe('not_logged_in');

    const wrong = await codeStep(first.body.challenge_token, totpCode(secret, Date.now() - 5 * 60_000), ip).expect(401);
    expect(wrong.body).toMatchObject({ code: 'second_factor_invalid', message: 'Der Bestätigungscode ist falsch oder abgelaufen.' });

    const right = await codeStep(first.body.challenge_token, await unusedCode(email, secret), ip).expect(200);
    expect(right.body.access_token).toEqual(expect.any(String));
    expect(String(right.headers['set-cookie'])).toContain('autoleasing_session=');
    expect((await http(t).get('/api/v1/authentication').set(bearer(right.body.access_token)).expect(200)).body.role).toBe('Customer');
    // The ticket is spent.
    await codeStep(first.body.challenge_token, await unusedCode(email, secret), ip).expect(401);
  });

  it('keeps the tickets of parallel logins apart: finishing one does not end the other', async () => {
    const email = await createAccount('Customer');
    const { recoveryCodes } = await enrol(await login(t, email, DEMO_PASSWORD, freshIp()));
    const ip = freshIp();
    const laptop = (await passwordStep(email, ip).expect(200)).body.challenge_token as string;
    const phone = (await passwordStep(email, ip).expect(200)).body.challenge_token as string;
    await codeStep(laptop, recoveryCodes[0], ip).expect(200);
    await codeStep(phone, recoveryCodes[1], ip).expect(200);
  });

  it('refuses a code already accepted within its window (replay)', async () => {
    const email = await createAccount('Customer');
    const { secret } = await enrol(await login(t, email, DEMO_PASSWORD, freshIp()));
    const ip = freshIp();
    const code = await unusedCode(email, secret);
    await codeStep((await passwordStep(email, ip).expect(200)).body.challenge_token, code, ip).expect(200);
    const replay = await codeStep((await passwordStep(email, ip).expect(200)).body.challenge_token, code, ip).expect(401);
    expect(replay.body.code).toBe('second_factor_replayed');
  });

  it('takes each recovery code once', async () => {
    const email = await createAccount('Customer');
    const { recoveryCodes } = await enrol(await login(t, email, DEMO_PASSWORD, freshIp()));
    const ip = freshIp();
    const used = await codeStep((await passwordStep(email, ip).expect(200)).body.challenge_token, recoveryCodes[3].toUpperCase(), ip).expect(200);
    const again = await codeStep((await passwordStep(email, ip).expect(200)).body.challenge_token, recoveryCodes[3], ip).expect(401);
    expect(again.body.code).toBe('second_factor_invalid');
    const status = await http(t).get('/api/v1/customers/second_factor').set(bearer(used.body.access_token)).expect(200);
    expect(status.body.recovery_codes_left).toBe(9);
  });

  it('throttles wrong codes like wrong passwords (429 with Retry-After)', async () => {
    const email = await createAccount('Customer');
    const { secret } = await enrol(await login(t, email, DEMO_PASSWORD, freshIp()));
    const ip = freshIp();
    const challenge = (await passwordStep(email, ip).expect(200)).body.challenge_token as string;
    const wrongCode = totpCode(secret, Date.now() - 10 * 60_000);
    let status = 401;
    for (let attempt = 0; attempt < 12 && status === 401; attempt++) status = (await codeStep(challenge, wrongCode, ip)).status;
    expect(status).toBe(429);
    const blocked = await codeStep(challenge, await unusedCode(email, secret), ip).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a forged or unknown ticket with 401, malformed input with 400', async () => {
    const forged = await codeStep(`${randomUUID()}.${'A'.repeat(43)}`, '123456', freshIp()).expect(401);
    expect(forged.body.code).toBe('second_factor_challenge_invalid');
    await codeStep('x', '123456', freshIp()).expect(401);
    await http(t).post('/api/v1/customers/session/second_factor').send({ challenge_token: 'x' }).expect(400);
  });
});

describe('staff must enrol', () => {
  it('lets a new Admin do nothing but enrol, then needs the code at every login', async () => {
    const email = await createAccount('Admin');
    const ip = freshIp();
    const session = await passwordStep(email, ip).expect(200);
    const token = session.body.access_token as string;
    expect((await http(t).get('/api/v1/authentication').set(bearer(token)).expect(200)).body).toMatchObject({ role: 'Admin', second_factor_enrolment_required: true });
    const blocked = await http(t).get('/api/v1/admin/deals').set(bearer(token)).expect(403);
    expect(blocked.body).toMatchObject({ code: 'second_factor_enrolment_required', message: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.' });
    await http(t).get('/api/v1/customers/sessions').set(bearer(token)).expect(403);
    expect((await http(t).get('/api/v1/customers/second_factor').set(bearer(token)).expect(200)).body).toMatchObject({ enabled: false, required: true });

    const { secret } = await enrol(token);
    expect((await http(t).get('/api/v1/authentication').set(bearer(token)).expect(200)).body.second_factor_enrolment_required).toBe(false);
    await http(t).get('/api/v1/admin/deals').set(bearer(token)).expect(200);
    expect((await passwordStep(email, ip).expect(200)).body.second_factor_required).toBe(true);
    // Staff cannot switch it off, with any proof.
    const off = await http(t).post('/api/v1/customers/second_factor/disable').set(bearer(token)).send({ password: DEMO_PASSWORD }).expect(403);
    expect(off.body.code).toBe('role_not_allowed');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
  });

  it('has the demo Dealer and Admin enrolled with the demo secret', async () => {
    for (const email of [DEMO.Dealer, DEMO.Admin]) {
      const ip = freshIp();
      const first = await passwordStep(email, ip).expect(200);
      expect(first.body.second_factor_required).toBe(true);
      const token = await passSecondFactor(t, email, first.body.challenge_token, DEMO_STAFF_TOTP_SECRET, ip);
      expect((await http(t).get('/api/v1/authentication').set(bearer(token)).expect(200)).body.second_factor_enrolment_required).toBe(false);
    }
  });
});

describe('customers may switch it off', () => {
  it('needs the password or a valid code; afterwards the password alone logs in', async () => {
    const email = await createAccount('Customer');
    const token = await login(t, email, DEMO_PASSWORD, freshIp());
    const { recoveryCodes } = await enrol(token);
    await http(t).post('/api/v1/customers/second_factor/disable').set(bearer(token)).send({}).expect(400);
    const wrong = await http(t).post('/api/v1/customers/second_factor/disable').set(bearer(token)).send({ password: 'falsch-falsch' }).expect(422);
    expect(wrong.body.code).toBe('second_factor_proof_invalid');
    await http(t).post('/api/v1/customers/second_factor/disable').set(bearer(token)).send({ code: recoveryCodes[0] }).expect(204);
    expect((await http(t).get('/api/v1/customers/second_factor').set(bearer(token)).expect(200)).body.enabled).toBe(false);
    expect((await passwordStep(email, freshIp()).expect(200)).body.access_token).toEqual(expect.any(String));
    const { rows } = await pool.query('SELECT 1 FROM user_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('records enrolment, a good code, a wrong code, a recovery code and switching off in the security log', async () => {
    const email = await createAccount('Customer');
    const token = await login(t, email, DEMO_PASSWORD, freshIp());
    const { secret, recoveryCodes } = await enrol(token);
    const ip = freshIp();
    await codeStep((await passwordStep(email, ip).expect(200)).body.challenge_token, await unusedCode(email, secret), ip).expect(200);
    await codeStep((await passwordStep(email, ip).expect(200)).body.challenge_token, '000000', ip).expect(401);
    await codeStep((await passwordStep(email, ip).expect(200)).body.challenge_token, recoveryCodes[1], ip).expect(200);
    await http(t).post('/api/v1/customers/second_factor/disable').set(bearer(token)).send({ password: DEMO_PASSWORD }).expect(204);
    const userId = (await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0].id;
    const { rows } = await pool.query<{ kind: string }>('SELECT kind FROM security_log WHERE user_id = $1 OR (kind = $2 AND client_ip = $3)', [userId, 'two_factor_failed', ip]);
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['two_factor_enrolled', 'two_factor_succeeded', 'two_factor_failed', 'recovery_code_used', 'two_factor_disabled']));
  });
});

describe('sessions', () => {
  it('lists the live sessions with device, address and last use, the current one marked', async () => {
    const email = await createAccount('Customer');
    const phone = (await passwordStep(email, '10.30.0.1', 'Mozilla/5.0 (iPhone) Mobile Safari').expect(200)).body.access_token as string;
    const laptop = (await passwordStep(email, '10.30.0.2', 'Mozilla/5.0 (X11; Linux) Firefox/140.0').expect(200)).body.access_token as string;
    const { body } = await http(t).get('/api/v1/customers/sessions').set(bearer(laptop)).expect(200);
    expect(body).toHaveLength(2);
    const current = body.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ user_agent: 'Mozilla/5.0 (X11; Linux) Firefox/140.0', client_address: '10.30.0.2' });
    expect(body.find((s: { current: boolean }) => !s.current)).toMatchObject({ user_agent: 'Mozilla/5.0 (iPhone) Mobile Safari', client_address: '10.30.0.1' });
    for (const s of body) expect(new Date(s.last_used_at).getTime()).toBeGreaterThanOrEqual(new Date(s.created_at).getTime());
    await http(t).get('/api/v1/customers/sessions').set(bearer(phone)).expect(200);
  });

  it('ends one own session by id, and never another user\'s', async () => {
    const email = await createAccount('Customer');
    const first = (await passwordStep(email, freshIp()).expect(200)).body.access_token as string;
    const second = (await passwordStep(email, freshIp()).expect(200)).body.access_token as string;
    const { body } = await http(t).get('/api/v1/customers/sessions').set(bearer(second)).expect(200);
    const firstId = body.find((s: { current: boolean }) => !s.current).id as string;

    const stranger = await login(t, DEMO.b2b, DEMO_PASSWORD, freshIp());
    const foreign = await http(t).delete(`/api/v1/customers/sessions/${firstId}`).set(bearer(stranger)).expect(404);
    expect(foreign.body.code).toBe('session_not_found');
    await http(t).get('/api/v1/customers/sessions').set(bearer(first)).expect(200);

    await http(t).delete(`/api/v1/customers/sessions/${firstId}`).set(bearer(second)).expect(204);
    await http(t).get('/api/v1/customers/sessions').set(bearer(first)).expect(401);
    await http(t).get('/api/v1/customers/sessions').set(bearer(second)).expect(200);
    await http(t).delete('/api/v1/customers/sessions/not-a-uuid').set(bearer(second)).expect(400);
  });

  it('"Alle Sitzungen abmelden" revokes every token of the user, the own one too', async () => {
    const email = await createAccount('Customer');
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await passwordStep(email, freshIp()).expect(200)).body.access_token as string);
    const other = await login(t, DEMO.b2c, DEMO_PASSWORD, freshIp());
    const response = await http(t).delete('/api/v1/customers/sessions').set(bearer(tokens[0])).expect(204);
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');
    for (const token of tokens) {
      const answer = await http(t).get('/api/v1/customers/sessions').set(bearer(token)).expect(401);
      expect(answer.body.code).toBe('session_expired');
    }
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.revoked_at IS NULL',
      [email],
    );
    expect(rows[0].n).toBe(0);
    await http(t).get('/api/v1/customers/sessions').set(bearer(other)).expect(200);
  });
});
