import { Writable } from 'node:stream';
import { startApiTestApp, type ApiTestApp } from '../../test/api-test-app';
import { DEMO, DEMO_PASSWORD, http, login, poolOf, seedDemoUsers } from '../modules/wall/test/wall-test-kit';
import { appLogger, useLogDestination } from './logging';

/**
 * Issue 20, item 8: request log lines carry client address, user id and request id; tokens and
 * passwords never reach a log. The log lines of the real app are captured (info level).
 */
const lines: string[] = [];
let t: ApiTestApp;

beforeAll(async () => {
  // The first call creates the logger (createApp's would use LOG_LEVEL, warn in tests): request lines are info.
  appLogger().level = 'info';
  useLogDestination(new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } }));
  t = await startApiTestApp('log-redaction');
  await seedDemoUsers(poolOf(t), { discountImport: false });
}, 120_000);
afterAll(async () => t?.close());

async function lineOf(requestId: string): Promise<Record<string, unknown>> {
  const until = Date.now() + 5000;
  for (;;) {
    const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === requestId && l.msg === 'request completed');
    if (line) return line;
    if (Date.now() > until) throw new Error(`No log line for ${requestId}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('writes no access token of a consent link and no password, and names address, user and request', async () => {
  const token = await login(t, DEMO.b2c);
  await http(t).put(`/api/v1/customers/consent?access_token=${encodeURIComponent(token)}&redirect_url=%2F`).set('x-request-id', 'req-consent-log-1').send({ accepted_tnc: '1' });
  await http(t).post('/api/v1/customers/session').set('x-request-id', 'req-login-log-1').set('authorization', `Bearer ${token}`).send({ email: DEMO.b2c, password: DEMO_PASSWORD });
  const consent = await lineOf('req-consent-log-1');
  const loginLine = await lineOf('req-login-log-1');

  expect(consent).toMatchObject({ req: { method: 'PUT', url: '/api/v1/customers/consent?access_token=[REDACTED]&redirect_url=%2F' }, ip: expect.stringContaining('127.0.0.1') });
  expect(loginLine.userId).toMatch(/^[0-9a-f-]{36}$/);
  const all = lines.join('\n');
  expect(all).not.toContain(token);
  expect(all).not.toContain(encodeURIComponent(token));
  expect(all).not.toContain(DEMO_PASSWORD);
});

it('redacts secret fields of any logged object', () => {
  appLogger().warn({ body: { password: 'Geheim-1234', nested: { access_token: 'tok-abc' } }, token: 'tok-def' }, 'probe');
  const probe = lines.find((l) => l.includes('"probe"')) as string;
  expect(probe).toBeDefined();
  expect(probe).not.toMatch(/Geheim-1234|tok-abc|tok-def/);
  expect(probe).toContain('[REDACTED]');
});
