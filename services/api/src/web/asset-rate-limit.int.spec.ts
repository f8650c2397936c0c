import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../test/api-test-app';

/** The per-IP request limit protects the API; the web app's hashed assets do not count. */
describe('request limit and the built web app', () => {
  const LIMIT = 5;
  let t: ApiTestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-limit-'));
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><title>autoleasing</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    process.env.WEB_DIST_DIR = dist;
    process.env.RATE_LIMIT_MAX = String(LIMIT);
    t = await startApiTestApp('asset_rate_limit', [], true);
  });
  afterAll(async () => {
    await t?.close();
    delete process.env.WEB_DIST_DIR;
    delete process.env.RATE_LIMIT_MAX;
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves any number of assets, and still limits API calls with a German 429', async () => {
    for (let i = 0; i < LIMIT * 4; i++) await http().get('/assets/app-abc123.js').expect(200);
    for (let i = 0; i < LIMIT; i++) await http().get('/api/v1/catalog/manufacturers').expect(200);
    const limited = await http().get('/api/v1/catalog/manufacturers').expect(429);
    expect(limited.body).toMatchObject({ code: 'too_many_requests', message: expect.stringMatching(/^Zu viele Anfragen/) });
  });
});
