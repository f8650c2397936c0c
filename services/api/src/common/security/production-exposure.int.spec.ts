import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../../modules/wall/test/wall-test-kit';
import { PERMISSIONS_POLICY } from './response-headers';

/**
 * Issue 20, item 9, with the app in production mode: no API document or Swagger UI but for
 * Admins, no /dev/outbox, security headers on every answer, no-store on answers to logged-in callers.
 */
const saved = { NODE_ENV: process.env.NODE_ENV, AUTH_TOKEN_SECRET: process.env.AUTH_TOKEN_SECRET, UPLOAD_SIGNING_SECRET: process.env.UPLOAD_SIGNING_SECRET };
let t: ApiTestApp;

beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  // Production refuses to start without its secrets.
  process.env.AUTH_TOKEN_SECRET = 'production-exposure-test-secret-0123456789';
  process.env.UPLOAD_SIGNING_SECRET = 'production-exposure-upload-secret-0123456789';
  t = await startApiTestApp('production-exposure');
  await seedDemoUsers(poolOf(t), { discountImport: false });
}, 120_000);
afterAll(async () => {
  await t?.close();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('in production', () => {
  it('answers the API document and Swagger UI with 404 to visitors and customers, and serves them to Admins', async () => {
    const customer = await login(t, DEMO.b2c);
    for (const path of ['/api/docs', '/api/docs/json', '/api/docs-yaml', '/api/docs/swagger-ui-init.js']) {
      await http(t).get(path).expect(404);
      await http(t).get(path).set('authorization', `Bearer ${customer}`).expect(404);
    }
    const admin = await login(t, DEMO.Admin);
    const document = await http(t).get('/api/docs/json').set('authorization', `Bearer ${admin}`).expect(200);
    expect(document.body.openapi).toMatch(/^3\./);
    await http(t).get('/api/docs').set('cookie', `autoleasing_session=${admin}`).expect(200);
  });

  it('answers /dev/outbox and its attachments with 404', async () => {
    const list = await http(t).get('/dev/outbox');
    expect({ status: list.status, code: list.body.code }).toEqual({ status: 404, code: 'not_found' });
    await http(t).get('/dev/outbox/attachments/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('sends Permissions-Policy and the helmet headers on every answer', async () => {
    const response = await http(t).get('/api/v1/catalog/manufacturers').expect(200);
    expect(response.headers).toMatchObject({
      'permissions-policy': PERMISSIONS_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
    expect((await http(t).get('/no-such-api-path')).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('answers logged-in callers with Cache-Control: no-store, also on public routes', async () => {
    const token = await login(t, DEMO.b2c);
    for (const path of ['/api/v1/authentication', '/api/v1/checkout/customer', '/api/v1/customer_area/deals', '/api/v1/catalog/manufacturers']) {
      const response = await http(t).get(path).set('authorization', `Bearer ${token}`);
      expect({ path, cacheControl: response.headers['cache-control'] }).toEqual({ path, cacheControl: 'no-store' });
    }
  });
});
