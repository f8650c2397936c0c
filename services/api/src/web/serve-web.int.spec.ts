import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../test/api-test-app';

describe('one port: the API serves the built web app', () => {
  let t: ApiTestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><title>autoleasing</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.css'), 'body{}');
    process.env.WEB_DIST_DIR = dist;
    t = await startApiTestApp('serve_web', [], true);
  });
  afterAll(async () => {
    await t?.close();
    delete process.env.WEB_DIST_DIR;
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets with their type and a long cache lifetime', async () => {
    const js = await http().get('/assets/app-abc123.js').expect(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await http().get('/assets/app-abc123.css').expect(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('answers page routes with index.html so the web app can route them', async () => {
    for (const page of ['/', '/leasing?page=2', '/customer/deals', '/dealer/discount']) {
      const res = await http().get(page).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API paths as JSON 404s and missing assets as 404s', async () => {
    const api = await http().get('/api/v1/nothing').expect(404);
    expect(api.body.code).toBe('not_found');
    await http().post('/leasing').expect(404);
  });
});
