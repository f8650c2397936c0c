import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { http, linkFromOutbox, login, poolOf } from './test/wall-test-kit';

/** Issue 20, item 3: at least 10 characters and a zxcvbn score of 3 (common + German dictionaries, own data known). */
let t: ApiTestApp;
let pool: Pool;
const STRONG = 'Herbstlaub-Fahrrad-97';
let counter = 0;

beforeAll(async () => {
  t = await startApiTestApp('password-policy');
  pool = poolOf(t);
});
afterAll(async () => t?.close());

const register = (email: string, password: string) =>
  http(t).post('/api/v1/customers').send({ email, password, customer_group: 'b2c', first_name: 'Rita', last_name: 'Registriert' });

async function verifiedCustomer(): Promise<string> {
  const email = `rita.${++counter}@example.org`;
  await register(email, STRONG).expect(201);
  await http(t).put('/api/v1/customers/confirmation').send({ token: await linkFromOutbox(pool, email, '/verify-email') }).expect(200);
  return email;
}

const usersWith = async (email: string) => (await pool.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [email])).rows[0].n as number;

describe('registration refuses weak passwords with 422, a stable code and a German message, storing nothing', () => {
  it.each([
    ['12345678', 'password_too_short'],
    ['kurz', 'password_too_short'],
    ['password', 'password_too_short'],
    ['1234567890', 'password_too_weak'],
    ['passwordpassword', 'password_too_weak'],
    ['passwort123', 'password_too_weak'],
    ['Passwort2026', 'password_too_weak'],
    ['Sommerferien', 'password_too_weak'],
    ['Registriert2026', 'password_too_weak'],
    ['autoleasing2026', 'password_too_weak'],
  ])('%s → %s', async (password, code) => {
    const email = `schwach.${++counter}@example.org`;
    const { body } = await register(email, password).expect(422);
    expect(body).toMatchObject({ code, message: expect.stringMatching(/^Das Passwort|^Dieses Passwort/) });
    expect(body.details).toEqual([expect.objectContaining({ field: 'password', code })]);
    expect(await usersWith(email)).toBe(0);
  });

  it('refuses the e-mail address itself (and its local part) as password', async () => {
    const email = 'sonnenblumenfeld@example.org';
    expect((await register(email, email).expect(422)).body.code).toBe('password_too_weak');
    expect((await register(email, 'sonnenblumenfeld').expect(422)).body.code).toBe('password_too_weak');
    expect(await usersWith(email)).toBe(0);
  });

  it('accepts a strong password', async () => {
    await register(`stark.${++counter}@example.org`, STRONG).expect(201);
  });
});

describe('changing the password applies the same rule', () => {
  it('logged in: a weak new password is refused (422), the old one still works; a strong one is taken', async () => {
    const email = await verifiedCustomer();
    const session = await login(t, email, STRONG);
    const change = (password: string) =>
      http(t).put('/api/v1/customers/password').set('authorization', `Bearer ${session}`).send({ current_password: STRONG, password });
    expect((await change('passwort123').expect(422)).body.code).toBe('password_too_weak');
    expect((await change(email).expect(422)).body.code).toBe('password_too_weak');
    await login(t, email, STRONG);
    await change('Nordsee-Kompass-318').expect(200);
  });

  it('by recovery link: a weak password is refused and leaves the link usable', async () => {
    const email = await verifiedCustomer();
    await http(t).post('/api/v1/customers/password').send({ email }).expect(202);
    const token = await linkFromOutbox(pool, email, '/recover-password');
    const weak = await http(t).put('/api/v1/customers/password').send({ reset_password_token: token, password: '12345678' }).expect(422);
    expect(weak.body.code).toBe('password_too_short');
    expect((await http(t).put('/api/v1/customers/password').send({ reset_password_token: token, password: 'Rita-Registriert' }).expect(422)).body.code).toBe(
      'password_too_weak',
    );
    await http(t).put('/api/v1/customers/password').send({ reset_password_token: token, password: 'Kiefernzapfen-Mond-55' }).expect(200);
    await login(t, email, 'Kiefernzapfen-Mond-55');
  });
});
