import { generateDemoData, loadSecondFactorKey } from '@autoleasing/infra';
import { catchUpOfferPrices } from '@autoleasing/projections';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { PG_POOL } from '../../core/tokens';

/**
 * Issue 18 items 3 and 5 on the real app: brotli and gzip negotiated for HTML, JS, CSS, SVG and
 * JSON; precompressed build files served as they are; missing assets and source maps are 404s.
 * Raw node:http so the bytes on the wire are measured, not what a client decoded.
 */
let t: ApiTestApp;
let port: number;
const dist = mkdtempSync(path.join(os.tmpdir(), 'seo-compress-web-'));
const SCRIPT = `export const offers = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"Angebot ${i}"}`).join(',')}];\n`;
const STYLE = Array.from({ length: 200 }, (_, i) => `.card-${i}{display:grid;gap:${i}px;color:#123456}`).join('\n');

interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function get(pathname: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (a: RawAnswer) => (a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body);

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="de"><title>autoleasing</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // As the web build writes them beside the file (web/vite.config.ts precompress).
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"],"sourcesContent":["secret"]}');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), STYLE);
  process.env.WEB_DIST_DIR = dist;
  t = await startApiTestApp('seo_compress', [], true);
  const pool = t.app.get<symbol, Pool>(PG_POOL);
  await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
  await catchUpOfferPrices({ pool });
  const server = t.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await t?.close();
  delete process.env.WEB_DIST_DIR;
  rmSync(dist, { recursive: true, force: true });
});

describe('compression (issue 18 item 5)', () => {
  it.each([
    ['an HTML page', '/leasing', /text\/html/],
    ['a JSON API answer', '/api/v1/hot_offers?customer_group=b2c', /application\/json/],
    ['an SVG picture', '/api/v1/car_pictures/suv.svg?color=blue', /image\/svg\+xml/],
    ['the sitemap', '/sitemaps/offers-1.xml', /application\/xml/],
  ])('given br or gzip accepted, when %s is fetched, then it comes compressed, smaller and intact', async (_what, url, type) => {
    const plain = await get(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(type);
    for (const encoding of ['br', 'gzip']) {
      const packed = await get(url, encoding === 'br' ? 'br, gzip, deflate' : 'gzip, deflate');
      expect([url, packed.headers['content-encoding']]).toEqual([url, encoding]);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode(packed).equals(plain.body)).toBe(true);
    }
  });

  it('serves the precompressed build files with their encoding, type and the immutable cache header', async () => {
    const plain = await get('/assets/index-abc123.js');
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, br, gz]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(answer).toString()).toBe(SCRIPT);
    }
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    // A file built without a .br beside it is compressed on the fly.
    const css = await get('/assets/index-abc123.css', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(decode(css).toString()).toBe(STYLE);
  });

  it('leaves answers alone for clients that accept no encoding', async () => {
    const res = await get('/api/v1/hot_offers?customer_group=b2c', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).offers ?? JSON.parse(res.body.toString())).toBeTruthy();
  });
});

describe('files that do not exist (issue 18 items 3 and 4)', () => {
  it.each(['/assets/index-gone.js', '/assets/missing.css', '/assets/index-abc123.js.map', '/favicon-gone.png', '/app.js.map'])(
    '%s answers 404, not the HTML shell',
    async (url) => {
      const res = await get(url, 'br, gzip');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/text\/html/);
      expect(decode(res).toString()).not.toContain('<div id="root">');
    },
  );

  it('never serves source maps, whatever the encoding asked for', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) expect((await get('/assets/index-abc123.js.map', encoding)).status).toBe(404);
  });
});
