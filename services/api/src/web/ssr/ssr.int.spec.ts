import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_MARK } from '@autoleasing/contracts';
import { createPgPool, generateDemoData, loadSecondFactorKey, type EventStore } from '@autoleasing/infra';
import { catchUpProjection, offerPricesProjection } from '@autoleasing/projections';
import type { Pool } from 'pg';
import request, { type Response } from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { EVENT_STORE } from '../../core/tokens';
import { webDistDir } from '../web-app';
import { serverEntryFile } from './server-entry';
import { jsonLdOf, typesOf, validateJsonLd } from './test/schema-org';

const ROOT = path.resolve(__dirname, '../../../../..');
const ORIGIN = 'http://localhost:3000';

/** The real build of the web (client and server entry); nx restores it from its cache when unchanged. */
function ensureWebBuild(): void {
  // Jest runs with NODE_ENV=test; the build is the production one whoever starts it.
  execFileSync('npx', ['nx', 'run', 'web:build', '--outputStyle=static'], { cwd: ROOT, stdio: 'ignore', timeout: 240_000, env: { ...process.env, NODE_ENV: 'production' } });
  if (!existsSync(serverEntryFile(webDistDir()))) throw new Error('web/dist-server/entry-server.cjs is missing after the build');
}

interface RawPage {
  status: number;
  html: string;
  h1: string | undefined;
  title: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  types: string[];
}

/** supertest collects an image/x-icon body as a Buffer only with a parser of its own. */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  // The parser gets the raw response stream (superagent's types name it Response).
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Width and height from a PNG's IHDR chunk, after checking the PNG signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('server-rendered public pages: the raw HTML, before any script runs', () => {
  let t: ApiTestApp;
  let pool: Pool;

  async function raw(url: string, expected = 200): Promise<RawPage> {
    const res = await request(t.app.getHttpServer()).get(url).set('user-agent', 'Googlebot/2.1').expect(expected);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    const documents = jsonLdOf(html);
    for (const document of documents) expect({ url, findings: validateJsonLd(document) }).toEqual({ url, findings: [] });
    return {
      status: res.status,
      html,
      h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '').trim(),
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
      types: documents.flatMap(typesOf),
    };
  }

  const firstLink = (html: string, pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    if (!found) throw new Error(`no link like ${pattern}`);
    return found.replace(/&amp;/g, '&').split('?')[0];
  };

  beforeAll(async () => {
    ensureWebBuild();
    t = await startApiTestApp('ssr_pages', [], true);
    pool = createPgPool(t.database.url, 2);
    const eventStore = t.app.get<symbol, EventStore>(EVENT_STORE);
    await generateDemoData({ pool, size: 'tiny', eventStore, secondFactorKey: loadSecondFactorKey() });
    await catchUpProjection({ pool, eventStore, projection: offerPricesProjection });
  }, 300_000);
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('renders the homepage with its offers, an Organization and a canonical', async () => {
    const page = await raw('/');
    expect(page.h1).toBeTruthy();
    expect(page.title).toMatch(/autoleasing/);
    expect(page.canonical).toBe(`${ORIGIN}/`);
    expect(page.robots).toBe('index,follow');
    expect(page.types).toEqual(expect.arrayContaining(['Organization', 'ItemList', 'BreadcrumbList']));
    expect(text(page.html)).toMatch(/€ \d+,\d\d (netto )?mtl\./);
    expect(page.html).toMatch(/href="\/leasing-angebote\/[a-z0-9-]+-[0-9a-f-]{36}/);
    // The browser gets the data the server used: hydration asks the API nothing.
    expect(page.html).toContain('<script type="application/json" id="ssr-data">');
    expect(page.html).toMatch(/"queryKey":\["homepage"/);
    // Open Graph and Twitter card with a picture of a car.
    expect(page.html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/og\/car\/[0-9a-f-]{36}\.png">/);
    expect(page.html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('renders every listing with its offers, prices and an ItemList', async () => {
    const leasing = await raw('/leasing');
    const model = firstLink(leasing.html, /href="(\/leasing\/[a-z-]+\/[a-z0-9-]+)[?"]/);
    const category = model.split('/').slice(0, 3).join('/');
    for (const url of ['/leasing', category, model, `${model}/sofort-verfuegbar`, '/leasing-sonderangebote', '/hot-deals']) {
      const page = await raw(url);
      expect({ url, h1: page.h1 }).toEqual({ url, h1: expect.any(String) });
      expect({ url, title: page.title }).toEqual({ url, title: expect.stringMatching(/\| autoleasing$/) });
      expect({ url, canonical: page.canonical }).toEqual({ url, canonical: `${ORIGIN}${url}` });
      expect({ url, types: page.types }).toEqual({ url, types: expect.arrayContaining(['ItemList', 'BreadcrumbList']) });
      if (url === `${model}/sofort-verfuegbar`) continue;
      expect({ url, price: /€ \d+,\d\d/.test(text(page.html)) }).toEqual({ url, price: true });
      // The first card's picture is the LCP element: eager with high priority; the others lazy.
      // (React writes the attribute as fetchPriority; HTML attribute names ignore case.)
      const [first, ...rest] = page.html.match(/<img class="car-picture"[^>]*>/g) ?? [];
      expect({ url, first }).toEqual({ url, first: expect.stringMatching(/loading="eager" fetchpriority="high"/i) });
      expect({ url, rest: rest.filter((img) => !img.includes('loading="lazy"') || /fetchpriority/i.test(img)) }).toEqual({ url, rest: [] });
    }
    const engines = await raw(`${model}/motorisierungen`);
    expect(engines.h1).toMatch(/Motorisierungen/);
    expect(engines.types).toContain('ItemList');
  });

  it('gives page 2 of a list its own canonical and title; the filters stay out of the canonical', async () => {
    const first = await raw('/leasing?customer_type=P');
    const second = await raw('/leasing?customer_type=P&page=2&sort=finance_rate_cents');
    expect(second.canonical).toBe(`${ORIGIN}/leasing?page=2`);
    expect(second.title).toBe(first.title?.replace(/ \| autoleasing$/, ' – Seite 2 | autoleasing'));
    expect(first.canonical).toBe(`${ORIGIN}/leasing`);
  });

  it('sends a list page past the last one to the last page (302), its query kept, as the browser does', async () => {
    for (const url of ['/leasing?customer_type=P&page=999', '/hot-deals?page=50']) {
      const res = await request(t.app.getHttpServer()).get(url).set('user-agent', 'Googlebot/2.1').expect(302);
      const target = new URL(res.headers.location, ORIGIN);
      expect(target.pathname).toBe(url.split('?')[0]);
      if (url.includes('customer_type')) expect(target.searchParams.get('customer_type')).toBe('P');
      const last = await raw(res.headers.location);
      expect({ url, cards: /<img class="car-picture"/.test(last.html) }).toEqual({ url, cards: true });
    }
  });

  it('renders a car page with its rate, an eager picture and a Car with a monthly Offer', async () => {
    const home = await raw('/');
    const car = firstLink(home.html, /href="(\/leasing-angebote\/[^"]+)"/);
    const page = await raw(car);
    expect(page.h1).toBeTruthy();
    expect(page.canonical).toBe(`${ORIGIN}${car}`);
    expect(page.types).toEqual(expect.arrayContaining(['Car', 'BreadcrumbList']));
    const carLd = (jsonLdOf(page.html)[0] as { '@graph': { '@type': string; offers: { priceCurrency: string; priceSpecification: { unitText: string } } }[] })['@graph'][0];
    // The page's group: a private-only car in gross figures, any other in the default b2b's net ones.
    const groups = (await pool.query<{ customer_groups: string }>('SELECT customer_groups FROM offer_prices WHERE id = $1', [car.slice(-36)])).rows[0].customer_groups;
    expect(carLd.offers).toMatchObject({ priceCurrency: 'EUR', priceSpecification: { unitText: 'MONTH', valueAddedTaxIncluded: groups === 'b2c' } });
    expect(text(page.html)).toMatch(/€ \d+,\d\d/);
    expect(page.html).toMatch(/<img class="car-picture"[^>]*loading="eager"[^>]*fetchpriority="high"/i);
    const png = await request(t.app.getHttpServer()).get(`/og/car/${car.slice(-36)}.png`).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
  });

  it('renders the package page with its rate', async () => {
    const id = (await pool.query(`SELECT id FROM offer_prices WHERE customer_groups = 'both' LIMIT 1`)).rows[0].id as string;
    const page = await raw(`/package/${id}`);
    expect(page.h1).toBeTruthy();
    expect(page.types).toContain('BreadcrumbList');
  });

  it('renders magazine pages, an article as Article', async () => {
    const front = await raw('/magazin');
    expect(front.h1).toBe('Magazin');
    expect(front.canonical).toBe(`${ORIGIN}/magazin`);
    expect(front.robots).toBe('index,follow');
    expect(front.types).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
    for (const path of ['/magazin/mobilitaet', '/magazin/ratgeber', '/magazin/autovorstellungen', '/magazin/leasing']) expect(front.html).toContain(`href="${path}"`);
    const category = await raw('/magazin/ratgeber');
    expect(category.h1).toBeTruthy();
    expect(category.types).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
    expect(category.canonical).toBe(`${ORIGIN}/magazin/ratgeber`);
    const articleUrl = firstLink(category.html, /href="(\/magazin\/ratgeber\/[a-z0-9-]+)"/);
    const article = await raw(articleUrl);
    expect(article.h1).toBeTruthy();
    expect(article.canonical).toBe(`${ORIGIN}${articleUrl}`);
    expect(article.types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  it('serves the favicon, a 48 px .ico and the touch icon, all drawn from the logo mark, and every page links them', async () => {
    const http = () => request(t.app.getHttpServer());
    const svg = await http().get('/favicon.svg').buffer(true).parse(binary).expect(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body.toString()).toContain(SITE_MARK.roof);
    const ico = await http().get('/favicon.ico').buffer(true).parse(binary).expect(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const icoFile: Buffer = ico.body;
    expect([icoFile.readUInt16LE(0), icoFile.readUInt16LE(2), icoFile.readUInt16LE(4), icoFile.readUInt8(6), icoFile.readUInt8(7)]).toEqual([0, 1, 1, 48, 48]);
    const embedded = icoFile.subarray(icoFile.readUInt32LE(18));
    expect(embedded.length).toBe(icoFile.readUInt32LE(14));
    expect(pngSize(embedded)).toEqual({ width: 48, height: 48 });
    const touch = await http().get('/apple-touch-icon.png').buffer(true).parse(binary).expect(200);
    expect(touch.headers['content-type']).toBe('image/png');
    expect(pngSize(touch.body)).toEqual({ width: 180, height: 180 });
    const home = await raw('/');
    for (const link of ['<link rel="icon" href="/favicon.svg" type="image/svg+xml"', '<link rel="icon" href="/favicon.ico" sizes="48x48"', '<link rel="apple-touch-icon" href="/apple-touch-icon.png"']) {
      expect(home.html).toContain(link);
    }
  });

  it('renders the help page with its questions for visitors, indexable', async () => {
    const help = await raw('/hilfe');
    expect(help.h1).toBe('Hilfe und häufige Fragen');
    expect(help.robots).toBe('index,follow');
    expect(help.canonical).toBe(`${ORIGIN}/hilfe`);
    expect(text(help.html)).toContain('Was bedeutet Kilometerleasing?');
    expect(help.html).toContain('href="/impressum"');
  });

  it('renders the legal pages', async () => {
    for (const url of ['/impressum', '/datenschutz']) {
      const page = await raw(url);
      expect({ url, h1: page.h1 }).toEqual({ url, h1: expect.any(String) });
      expect({ url, title: page.title }).toEqual({ url, title: expect.any(String) });
      expect(page.types).toContain('BreadcrumbList');
    }
  });

  it('answers unknown pages 404 with noindex', async () => {
    const page = await raw('/gibt-es-nicht/wirklich-nicht', 404);
    expect(page.h1).toMatch(/nicht gefunden/);
    expect(page.robots).toBe('noindex,follow');
    expect(page.canonical).toBeUndefined();
  });

  it('answers an unknown category, brand or series, and a car or package URL without an id, 404 with noindex (no soft 404)', async () => {
    const brand = (await pool.query<{ slug: string }>(`SELECT m.slug FROM offer_prices op JOIN manufacturers m ON m.id = op.manufacturer_id LIMIT 1`)).rows[0].slug;
    const unknown = ['/leasing/gibtsnicht', '/leasing/suv/gibts-nicht', `/leasing/suv/${brand}-gibtsnicht`, `/leasing/suv/${brand}-gibtsnicht/sofort-verfuegbar`, `/leasing/suv/${brand}-gibtsnicht/motorisierungen`, '/leasing-angebote/kein-auto', '/package/kein-paket'];
    for (const url of unknown) {
      const page = await raw(url, 404);
      expect({ url, h1: page.h1, robots: page.robots }).toEqual({ url, h1: expect.stringMatching(/nicht gefunden/), robots: 'noindex,follow' });
    }
  });

  it('answers a car that no longer exists 404 with noindex and offers of its brand', async () => {
    const offer = (await pool.query(`SELECT m.slug FROM offer_prices op JOIN car_specs cs ON cs.id = op.id JOIN manufacturers m ON m.id = cs.manufacturer_id LIMIT 1`)).rows[0];
    const page = await raw(`/leasing-angebote/${offer.slug}-altes-modell-00000000-0000-4000-8000-000000000000`, 404);
    expect(page.robots).toBe('noindex,follow');
    expect(page.html).toContain('Ähnliche Angebote');
    const alternatives = page.html.slice(page.html.indexOf('Ähnliche Angebote'));
    expect(alternatives).toMatch(new RegExp(`href="/leasing-angebote/${offer.slug}-`));
    // No inline script: the CSP would block it (React keeps every part in place).
    expect(page.html).not.toMatch(/<script>/);
  });

  it('gives error pages noindex', async () => {
    const page = await raw('/error?code=1');
    expect(page.robots).toBe('noindex,follow');
  });

  it('serves customer area, checkout, dealer and admin as the client-rendered shell', async () => {
    for (const url of ['/customer/deals', '/login', '/dealer/discount', '/admin/ops_team/deals']) {
      const res = await request(t.app.getHttpServer()).get(url).expect(200);
      expect(res.text).toContain('<div id="root"><!--ssr-outlet--></div>');
      expect(res.text).not.toContain('id="ssr-data"');
    }
  });

  it('keeps API paths and missing files out of the page route', async () => {
    expect((await request(t.app.getHttpServer()).get('/api/v1/nothing').expect(404)).body.code).toBe('not_found');
    await request(t.app.getHttpServer()).get('/og/car/kein-auto.png').expect(404);
    await request(t.app.getHttpServer()).get('/og/car/00000000-0000-4000-8000-000000000000.png').expect(404);
  });
});
