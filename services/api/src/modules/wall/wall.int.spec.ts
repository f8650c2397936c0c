import { TERMS_VERSION } from '@autoleasing/contracts';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { backgroundWorkSettled } from './accounts/neutral-mail-request';
import { customerEvents, DEMO, DEMO_PASSWORD, http, linkFromOutbox, login, mailSubjects, outboxCount, poolOf, seedDemoUsers, waitFor } from './test/wall-test-kit';

let t: ApiTestApp;
let pool: Pool;
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  // Supertest connects from loopback: trusted as a proxy, X-Forwarded-For gives each test its own client.
  process.env.TRUSTED_PROXIES = 'loopback';
  t = await startApiTestApp('wall');
  pool = poolOf(t);
  await seedDemoUsers(pool);
});
afterAll(async () => {
  await t?.close();
  delete process.env.TRUSTED_PROXIES;
});

function register(email: string, extra: Record<string, unknown> = {}) {
  return http(t)
    .post('/api/v1/customers')
    .send({ email, password: 'Herbstlaub-Fahrrad-97', customer_group: 'b2c', first_name: 'Rita', last_name: 'Registriert', ...extra });
}

async function registerAndVerify(email: string): Promise<string> {
  const { body } = await register(email).expect(201);
  const token = await linkFromOutbox(pool, email, '/verify-email');
  await http(t).put('/api/v1/customers/confirmation').send({ token }).expect(200);
  return body.user_id as string;
}

describe('GET /api/v1/authentication', () => {
  it('answers a visitor with an error field and no customer data', async () => {
    const { body } = await http(t).get('/api/v1/authentication').expect(200);
    expect(body).toEqual({ customer_group: null, cart_counter: 0, role: null, user_id: null, dealer_id: null, accepted_tnc: false, error: 'not_logged_in', is_crawler: false, second_factor_enrolment_required: false });
  });

  it('flags Googlebot (by user agent, logged in or not) as a crawler, and nobody else', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const visitor = await http(t).get('/api/v1/authentication').set('user-agent', googlebot).expect(200);
    expect(visitor.body).toMatchObject({ is_crawler: true, error: 'not_logged_in' });
    expect(visitor.headers['cache-control']).toBe('no-store');
    const token = await login(t, DEMO.b2c);
    const loggedIn = await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${token}`).set('user-agent', googlebot).expect(200);
    expect(loggedIn.body).toMatchObject({ is_crawler: true, role: 'Customer' });
    const browser = await http(t).get('/api/v1/authentication').set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36').expect(200);
    expect(browser.body.is_crawler).toBe(false);
  });

  it('answers a logged-in user with group, role, id and terms state (header or cookie)', async () => {
    const token = await login(t, DEMO.b2c);
    const { body } = await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${token}`).expect(200);
    expect(body).toMatchObject({ customer_group: 'b2c', cart_counter: 0, role: 'Customer', accepted_tnc: true, error: null });
    expect(body.user_id).toMatch(/^[0-9a-f-]{36}$/);
    const viaCookie = await http(t).get('/api/v1/authentication').set('cookie', `autoleasing_session=${token}`).expect(200);
    expect(viaCookie.body.role).toBe('Customer');
  });

  it('names the dealer a Dealer works for (the path id of the dealer area), for nobody else', async () => {
    const dealer = await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${await login(t, DEMO.Dealer)}`).expect(200);
    const { rows } = await poolOf(t).query<{ dealer_id: string }>('SELECT dealer_id FROM users WHERE email = $1', [DEMO.Dealer]);
    expect(rows[0].dealer_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(dealer.body).toMatchObject({ role: 'Dealer', dealer_id: rows[0].dealer_id });
    const admin = await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${await login(t, DEMO.Admin)}`).expect(200);
    expect(admin.body).toMatchObject({ role: 'Admin', dealer_id: null });
  });

  it('treats a forged or tampered token as a visitor', async () => {
    const token = await login(t, DEMO.b2b);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'Admin' })).toString('base64url')}.${s}`;
    const { body } = await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${forged}`).expect(200);
    expect(body.error).toBe('not_logged_in');
  });
});

describe('POST/DELETE /api/v1/customers/session', () => {
  it('logs in: id_token, access_token, redirect_to; HttpOnly SameSite cookie; token carries id, role, group, expiry', async () => {
    const response = await http(t)
      .post('/api/v1/customers/session')
      .send({ email: 'GEWERBE@autoleasing.example', password: DEMO_PASSWORD, redirect_url: '/customer/deals?x=1' })
      .expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['access_token', 'id_token', 'redirect_to']);
    expect(response.body.redirect_to).toBe('/customer/deals?x=1');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/autoleasing_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const claims = JSON.parse(Buffer.from(response.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ role: 'Customer', customer_group: 'b2b', typ: 'access' });
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
  });

  it.each([
    ['https://evil.example/customer', '/'],
    ['//evil.example', '/'],
    ['https://links.autoleasing.example/track/1', '/customer'],
    ['http://localhost:3000/checkout?deal_id=1', '/checkout?deal_id=1'],
  ])('honours only same-site redirects: %s → %s', async (redirect_url, expected) => {
    const { body } = await http(t).post('/api/v1/customers/session').send({ email: DEMO.b2c, password: DEMO_PASSWORD, redirect_url }).expect(200);
    expect(body.redirect_to).toBe(expected);
  });

  it('refuses a wrong password or unknown address alike, in German', async () => {
    const ip = freshIp();
    const wrong = await http(t).post('/api/v1/customers/session').set('x-forwarded-for', ip).send({ email: DEMO.b2c, password: 'falsch' }).expect(401);
    const unknown = await http(t)
      .post('/api/v1/customers/session')
      .set('x-forwarded-for', ip)
      .send({ email: 'niemand@autoleasing.example', password: 'falsch' })
      .expect(401);
    expect(wrong.body).toMatchObject({ code: 'invalid_credentials', message: 'E-Mail-Adresse oder Passwort ist falsch.' });
    expect(unknown.body.code).toBe(wrong.body.code);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('rejects invalid input with 400 and field details', async () => {
    const { body } = await http(t).post('/api/v1/customers/session').send({ email: 'kein-email', password: '' }).expect(400);
    expect(body.code).toBe('validation_failed');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'password']);
  });

  it('logout revokes the token and clears the cookie', async () => {
    const token = await login(t, DEMO.b2c);
    const out = await http(t).delete('/api/v1/customers/session').set('authorization', `Bearer ${token}`).expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/autoleasing_session=;.*Max-Age=0/);
    const { body } = await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${token}`).expect(200);
    expect(body.error).toBe('not_logged_in');
    await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${token}`).send({ accepted_tnc: '1' }).expect(401);
  });

  it('GET /callbacks/sign_out ends the session and lands on /login with a same-site redirect_url only', async () => {
    const token = await login(t, DEMO.b2c);
    const res = await http(t)
      .get('/callbacks/sign_out?redirect_url=http%3A%2F%2Flocalhost%3A3000%2Fcustomer%3Fa%3D1')
      .set('cookie', `autoleasing_session=${token}`)
      .expect(302);
    expect(res.headers.location).toBe('/login?redirect_url=http%3A%2F%2Flocalhost%3A3000%2Fcustomer%3Fa%3D1');
    expect((await http(t).get('/api/v1/authentication').set('cookie', `autoleasing_session=${token}`)).body.error).toBe('not_logged_in');
    const foreign = await http(t).get('/callbacks/sign_out?redirect_url=https%3A%2F%2Fevil.example').expect(302);
    expect(foreign.headers.location).toBe('/login');
  });
});

describe('registration and e-mail verification', () => {
  it('registers, mails a single-use link, verifies once, then allows login; events carry no personal data', async () => {
    const email = 'neu.kunde@example.org';
    const { body } = await register(email).expect(201);
    expect(body).toEqual({ user_id: expect.any(String), email });
    const blocked = await http(t).post('/api/v1/customers/session').set('x-forwarded-for', freshIp()).send({ email, password: 'Herbstlaub-Fahrrad-97' }).expect(403);
    expect(blocked.body.code).toBe('email_not_verified');

    const token = await linkFromOutbox(pool, email, '/verify-email');
    // The same greeting as the deal mails (contracts mailGreeting): full name, Sie form.
    const mail = await pool.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE recipient = $1', [email]);
    expect(mail.rows[0].text_body.split('\n')[0]).toBe('Guten Tag Rita Registriert,');
    expect(mail.rows[0].text_body).toContain('Geschäftsführung: Erika Mustermann\nImpressum: http://localhost:3000/impressum');
    await http(t).put('/api/v1/customers/confirmation').send({ token }).expect(200);
    const reused = await http(t).put('/api/v1/customers/confirmation').send({ token }).expect(422);
    expect(reused.body.code).toBe('token_used');

    const access = await login(t, email, 'Herbstlaub-Fahrrad-97');
    const auth = await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${access}`).expect(200);
    expect(auth.body).toMatchObject({ customer_group: 'b2c', role: 'Customer', user_id: body.user_id, accepted_tnc: false });

    const events = await customerEvents(t, body.user_id);
    expect(events.map((e) => e.type)).toEqual(['CustomerRegistered', 'CustomerEmailVerified']);
    const serialized = JSON.stringify(events);
    expect(serialized).not.toContain(email);
    expect(serialized).not.toContain('Rita');
    expect(serialized).not.toContain('Herbstlaub-Fahrrad-97');
  });

  it('stores the argon2id hash, never the password', async () => {
    await register('hash@example.org').expect(201);
    const { rows } = await pool.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'hash@example.org'");
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('a login with the right password replaces a hash of older parameters (argon2 defaults) with today’s', async () => {
    const email = 'alter-hash@example.org';
    await registerAndVerify(email);
    // argon2id of 'Herbstlaub-Fahrrad-97' with argon2's defaults (64 MiB, 3 passes, 4 lanes), as hashed before.
    const older = '$argon2id$v=19$m=65536,p=4,t=3$PCEv102cRianiLHcmwb6BA$MKyYm2ln1HPjS6WI7zMjhGQRlqiWTE5HzKBEdCGjzW4';
    await pool.query('UPDATE users SET password_hash = $2 WHERE email = $1', [email, older]);
    await login(t, email, 'Herbstlaub-Fahrrad-97', freshIp());
    const { rows } = await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await login(t, email, 'Herbstlaub-Fahrrad-97', freshIp());
    expect((await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email])).rows[0].password_hash).toBe(rows[0].password_hash);
  });

  it('answers a taken address (any case) like a new one and stores nothing new (issue 20; see mail-limits.int.spec)', async () => {
    const before = await pool.query('SELECT count(*)::int AS n FROM users');
    const { body } = await register('PRIVAT@autoleasing.example').expect(201);
    expect(body).toEqual({ user_id: expect.any(String), email: 'PRIVAT@autoleasing.example' });
    expect((await pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(before.rows[0].n);
  });

  it('requires the company for business customers and rejects unknown fields', async () => {
    const b2b = await register('firma@example.org', { customer_group: 'b2b' }).expect(400);
    expect(b2b.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'company_name' })]));
    const short = await register('kurz@example.org', { password: 'kurz' }).expect(422);
    expect(short.body.details[0]).toMatchObject({ field: 'password', code: 'password_too_short' });
    await register('extra@example.org', { role: 'Admin' }).expect(400);
    expect((await pool.query("SELECT count(*)::int AS n FROM users WHERE email LIKE '%@example.org' AND email IN ('firma@example.org','kurz@example.org','extra@example.org')")).rows[0].n).toBe(0);
  });

  it('refuses an expired link and a forged one', async () => {
    const email = 'abgelaufen@example.org';
    await register(email).expect(201);
    const token = await linkFromOutbox(pool, email, '/verify-email');
    await pool.query("UPDATE wall_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [token.split('.')[0]]);
    expect((await http(t).put('/api/v1/customers/confirmation').send({ token }).expect(422)).body.code).toBe('token_expired');
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await http(t).put('/api/v1/customers/confirmation').send({ token: forged }).expect(422)).body.code).toBe('token_invalid');
    expect((await http(t).put('/api/v1/customers/confirmation').send({ token: 'quatsch' }).expect(422)).body.code).toBe('token_invalid');
  });

  it('resend answers the same for known and unknown addresses, and mails only the unverified account', async () => {
    const email = 'nochmal@example.org';
    await register(email).expect(201);
    await linkFromOutbox(pool, email, '/verify-email');
    const known = await http(t).post('/api/v1/customers/resend_confirmation').send({ email }).expect(202);
    const unknown = await http(t).post('/api/v1/customers/resend_confirmation').send({ email: 'gibtsnicht@example.org' }).expect(202);
    expect(known.body).toEqual(unknown.body);
    await waitFor(async () => (await outboxCount(pool, email)) === 2);
    await http(t).post('/api/v1/customers/resend_confirmation').send({ email: DEMO.b2c }).expect(202);
    await backgroundWorkSettled();
    // (The owner may have the "already registered" notice from the taken-address test, never a verification mail.)
    expect(await mailSubjects(pool, DEMO.b2c)).not.toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(await outboxCount(pool, 'gibtsnicht@example.org')).toBe(0);
  });
});

describe('password recovery and change', () => {
  it('recovers by mail link: GET checks it, PUT sets the password, revokes sessions, the link is single-use', async () => {
    const email = 'vergessen@example.org';
    const userId = await registerAndVerify(email);
    const oldSession = await login(t, email, 'Herbstlaub-Fahrrad-97');
    const known = await http(t).post('/api/v1/customers/password').send({ email }).expect(202);
    const unknown = await http(t).post('/api/v1/customers/password').send({ email: 'unbekannt@example.org' }).expect(202);
    expect(known.body).toEqual(unknown.body);
    const token = await linkFromOutbox(pool, email, '/recover-password');

    await http(t).get('/api/v1/customers/password').query({ reset_password_token: token }).expect(200, { valid: true });
    expect((await http(t).get('/api/v1/customers/password').expect(400)).body).toMatchObject({ code: 'invalid_parameter', message: 'Der Parameter „reset_password_token“ fehlt.' });
    expect((await http(t).get('/api/v1/customers/password').query({ reset_password_token: 'x'.repeat(201) }).expect(400)).body).toMatchObject({
      code: 'invalid_parameter',
      message: 'Der Parameter „reset_password_token“ hat einen ungültigen Wert.',
    });
    const res = await http(t).put('/api/v1/customers/password').send({ reset_password_token: token, password: 'Nordsee-Kompass-318' }).expect(200);
    expect(res.body).toMatchObject({ changed: true, access_token: null, redirect_to: '/login' });
    expect((await http(t).put('/api/v1/customers/password').send({ reset_password_token: token, password: 'Kiefernzapfen-Mond-55' }).expect(422)).body.code).toBe(
      'token_used',
    );
    expect((await http(t).get('/api/v1/customers/password').query({ reset_password_token: token }).expect(422)).body.code).toBe('token_used');

    expect((await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${oldSession}`)).body.error).toBe('not_logged_in');
    await http(t).post('/api/v1/customers/session').set('x-forwarded-for', freshIp()).send({ email, password: 'Herbstlaub-Fahrrad-97' }).expect(401);
    await login(t, email, 'Nordsee-Kompass-318');
    expect((await customerEvents(t, userId)).map((e) => e.type)).toContain('CustomerPasswordChanged');
  });

  it('an expired recovery link is refused', async () => {
    const email = 'spaet@example.org';
    await registerAndVerify(email);
    await http(t).post('/api/v1/customers/password').send({ email }).expect(202);
    const token = await linkFromOutbox(pool, email, '/recover-password');
    await pool.query("UPDATE wall_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [token.split('.')[0]]);
    expect((await http(t).put('/api/v1/customers/password').send({ reset_password_token: token, password: 'Nordsee-Kompass-318' }).expect(422)).body.code).toBe(
      'token_expired',
    );
  });

  it('a logged-in change needs the current password, revokes other sessions and issues a new one', async () => {
    const email = 'wechsel@example.org';
    await registerAndVerify(email);
    const first = await login(t, email, 'Herbstlaub-Fahrrad-97');
    const second = await login(t, email, 'Herbstlaub-Fahrrad-97');
    const wrong = await http(t)
      .put('/api/v1/customers/password')
      .set('authorization', `Bearer ${first}`)
      .send({ current_password: 'falsch', password: 'Wolkenturm-Brezel-804' })
      .expect(422);
    expect(wrong.body.details[0]).toMatchObject({ field: 'current_password', message: 'Das aktuelle Passwort ist nicht korrekt.' });
    const ok = await http(t)
      .put('/api/v1/customers/password')
      .set('authorization', `Bearer ${first}`)
      .send({ current_password: 'Herbstlaub-Fahrrad-97', password: 'Wolkenturm-Brezel-804' })
      .expect(200);
    for (const old of [first, second]) {
      expect((await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${old}`)).body.error).toBe('not_logged_in');
    }
    expect((await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${ok.body.access_token}`)).body.error).toBeNull();
    await http(t).put('/api/v1/customers/password').send({ password: 'Wolkenturm-Brezel-804' }).expect(401);
  });
});

describe('the wall keeps where the customer was going (issue 17)', () => {
  const target = '/create-deal?deal_props=%7B%22car_spec_id%22%3A%22x%22%7D';

  it('carries a same-site redirect_url from registration into the verification link, and drops a foreign one', async () => {
    await register('mit.ziel@example.org', { redirect_url: `http://localhost:3000${target}` }).expect(201);
    const { rows } = await pool.query<{ text_body: string; html_body: string }>("SELECT text_body, html_body FROM mail_outbox WHERE recipient = 'mit.ziel@example.org'");
    const link = rows[0].text_body.match(/https?:\/\/\S+\/verify-email\?\S+/)![0];
    expect(new URL(link).searchParams.get('redirect_url')).toBe(target);
    expect(new URL(link).searchParams.get('token')).toBe(await linkFromOutbox(pool, 'mit.ziel@example.org', '/verify-email'));
    expect(rows[0].html_body).toContain(`&amp;redirect_url=${encodeURIComponent(target)}`);

    // A new link (resend) carries it too.
    await http(t).post('/api/v1/customers/resend_confirmation').send({ email: 'mit.ziel@example.org', redirect_url: target }).expect(202);
    await waitFor(async () => (await outboxCount(pool, 'mit.ziel@example.org')) === 2);
    const resent = await pool.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE recipient = 'mit.ziel@example.org' ORDER BY created_at DESC LIMIT 1");
    expect(new URL(resent.rows[0].text_body.match(/https?:\/\/\S+\/verify-email\?\S+/)![0]).searchParams.get('redirect_url')).toBe(target);

    await register('fremdes.ziel@example.org', { redirect_url: 'https://evil.example/phish' }).expect(201);
    const foreign = await pool.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE recipient = 'fremdes.ziel@example.org'");
    expect(foreign.rows[0].text_body).not.toContain('redirect_url');
    expect(foreign.rows[0].text_body).not.toContain('evil');
  });

  it('answers the accepted terms with the pending same-site target, else /', async () => {
    const email = 'agb.ziel@example.org';
    await registerAndVerify(email);
    const token = await login(t, email, 'Herbstlaub-Fahrrad-97');
    const foreign = await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${token}`).send({ accepted_tnc: '1', redirect_url: 'https://evil.example/x' }).expect(200);
    expect(foreign.body).toEqual({ accepted_tnc: true, redirect_to: '/' });
    const own = await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${token}`).send({ accepted_tnc: '1', redirect_url: `http://localhost:3000${target}` }).expect(200);
    expect(own.body).toEqual({ accepted_tnc: true, redirect_to: target });
    const consent = await http(t).put('/api/v1/customers/consent').send({ accepted_tnc: '1', access_token: token, redirect_url: target }).expect(200);
    expect(consent.body).toEqual({ accepted_tnc: true, redirect_to: target });
  });
});

describe('terms gate and consent', () => {
  it('a fresh customer has not accepted the terms until accept_new_tncs (once per version); roles are checked too', async () => {
    const email = 'agb@example.org';
    const userId = await registerAndVerify(email);
    const token = await login(t, email, 'Herbstlaub-Fahrrad-97');
    const gated = await http(t).put(`/api/v1/admin/customers/${userId}/deactivate`).set('authorization', `Bearer ${token}`).expect(403);
    expect(gated.body.code).toBe('role_not_allowed');
    await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${token}`).send({ accepted_tnc: '0' }).expect(400);
    const accepted = await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${token}`).send({ accepted_tnc: '1' }).expect(200);
    expect(accepted.body).toEqual({ accepted_tnc: true, redirect_to: '/' });
    expect((await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${token}`)).body.accepted_tnc).toBe(true);
    // Accepting again records nothing new.
    await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${token}`).send({ accepted_tnc: '1' }).expect(200);
    const events = await customerEvents(t, userId);
    expect(events.filter((e) => e.type === 'CustomerTermsAccepted')).toEqual([
      { type: 'CustomerTermsAccepted', data: { customerId: userId, termsVersion: TERMS_VERSION, acceptedAt: expect.any(String) } },
    ]);
  });

  it('an Admin who has not accepted the current terms is stopped by the gate on guarded routes', async () => {
    await pool.query("UPDATE users SET accepted_tnc_at = '2025-06-01' WHERE email = $1", [DEMO.Admin]);
    const token = await login(t, DEMO.Admin);
    const res = await http(t).put('/api/v1/admin/customers/00000000-0000-4000-8000-000000000000/deactivate').set('authorization', `Bearer ${token}`).expect(403);
    expect(res.body).toMatchObject({ code: 'terms_not_accepted', message: 'Bitte akzeptieren Sie zuerst unsere aktuellen AGB.' });
    await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${token}`).send({ accepted_tnc: '1' }).expect(200);
    await http(t).put('/api/v1/admin/customers/00000000-0000-4000-8000-000000000000/deactivate').set('authorization', `Bearer ${token}`).expect(404);
  });

  it('PUT consent accepts with the token as access_token parameter, and needs one', async () => {
    const email = 'einwilligung@example.org';
    await registerAndVerify(email);
    const token = await login(t, email, 'Herbstlaub-Fahrrad-97');
    await http(t).put('/api/v1/customers/consent').send({ accepted_tnc: '1' }).expect(401);
    const res = await http(t).put('/api/v1/customers/consent').send({ accepted_tnc: '1', access_token: token }).expect(200);
    expect(res.body).toEqual({ accepted_tnc: true, redirect_to: '/' });
    expect((await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${token}`)).body.accepted_tnc).toBe(true);
  });
});

describe('deactivation, reactivation and erasure (admin)', () => {
  it('deactivates (sessions end); the owner cannot come back by mail, an Admin can reactivate', async () => {
    const email = 'pause@example.org';
    const userId = await registerAndVerify(email);
    const session = await login(t, email, 'Herbstlaub-Fahrrad-97');
    const admin = await login(t, DEMO.Admin);
    await http(t).put(`/api/v1/admin/customers/${userId}/deactivate`).set('authorization', `Bearer ${admin}`).expect(204);
    expect((await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${session}`)).body.error).toBe('not_logged_in');
    const refused = await http(t).post('/api/v1/customers/session').set('x-forwarded-for', freshIp()).send({ email, password: 'Herbstlaub-Fahrrad-97' }).expect(403);
    expect(refused.body.code).toBe('account_deactivated_by_staff');

    await http(t).put(`/api/v1/admin/customers/${userId}/reactivate`).set('authorization', `Bearer ${admin}`).expect(204);
    await login(t, email, 'Herbstlaub-Fahrrad-97');
    const again = await http(t).put(`/api/v1/admin/customers/${userId}/reactivate`).set('authorization', `Bearer ${admin}`).expect(409);
    expect(again.body.code).toBe('account_not_deactivated');
    expect((await customerEvents(t, userId)).map((e) => e.type)).toEqual([
      'CustomerRegistered',
      'CustomerEmailVerified',
      'CustomerAccountDeactivated',
      'CustomerAccountReactivated',
    ]);
  });

  it('erases personal data on request without touching the event log', async () => {
    const email = 'loeschen@example.org';
    const userId = await registerAndVerify(email);
    const session = await login(t, email, 'Herbstlaub-Fahrrad-97');
    await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${session}`).send({ accepted_tnc: '1' }).expect(200);
    const before = await customerEvents(t, userId);
    const admin = await login(t, DEMO.Admin);
    const customer = await login(t, DEMO.b2c);
    await http(t).delete(`/api/v1/admin/customers/${userId}/personal_data`).set('authorization', `Bearer ${customer}`).expect(403);
    await http(t).delete(`/api/v1/admin/customers/${userId}/personal_data`).set('authorization', `Bearer ${admin}`).expect(204);

    const { rows } = await pool.query('SELECT email, first_name, last_name, company_name, password_hash, erased_at FROM users WHERE id = $1', [userId]);
    expect(rows[0]).toMatchObject({ first_name: null, last_name: null, company_name: null, password_hash: '!' });
    expect(rows[0].email).not.toContain('loeschen');
    expect(rows[0].erased_at).toBeInstanceOf(Date);
    expect(await outboxCount(pool, email)).toBe(0);
    expect((await pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId])).rows[0].n).toBe(0);
    expect(await customerEvents(t, userId)).toEqual(before);
    expect((await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${session}`)).body.error).toBe('not_logged_in');
    await http(t).post('/api/v1/customers/session').set('x-forwarded-for', freshIp()).send({ email, password: 'Herbstlaub-Fahrrad-97' }).expect(401);
    // The address is free again for a new, unrelated account.
    await register(email).expect(201);
    await http(t).delete(`/api/v1/admin/customers/${userId}/personal_data`).set('authorization', `Bearer ${admin}`).expect(404);
  });
});

describe('/dev/outbox', () => {
  it('lists mails with their links in German', async () => {
    const res = await http(t).get('/dev/outbox').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<html lang="de">');
    expect(res.text).toMatch(/<a href="http:\/\/localhost:3000\/verify-email\?token=[^"]+">E-Mail-Adresse bestätigen<\/a>/);
  });
});
