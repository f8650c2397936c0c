import { generateDemoData, loadSecondFactorKey } from '@autoleasing/infra';
import { catchUpOfferPrices } from '@autoleasing/projections';
import { bodyTypeSlug, modelPagePath, offerPagePath, type BodyType } from '@autoleasing/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import request from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { PG_POOL } from '../../core/tokens';

/**
 * Issue 18 items 3 and 4 on the real app (real PostgreSQL with the tiny seed): one URL per car,
 * brand and model, old URLs to their pages, robots.txt and the sitemaps (every entry resolves).
 */
let t: ApiTestApp;
let pool: Pool;
const dist = mkdtempSync(path.join(os.tmpdir(), 'seo-urls-web-'));
const http = () => request(t.app.getHttpServer());
const ORIGIN = 'http://localhost:3000';

interface OfferRow { id: string; brand: string; brand_name: string; name: string; series: string; series_name: string; body: BodyType }
let offer: OfferRow;

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><title>autoleasing</title><div id="root"></div>');
  process.env.WEB_DIST_DIR = dist;
  // Small pages so the tiny seed already needs several offer sitemaps.
  process.env.SITEMAP_PAGE_SIZE = '40';
  t = await startApiTestApp('seo_urls', [], true);
  pool = t.app.get<symbol, Pool>(PG_POOL);
  await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
  await catchUpOfferPrices({ pool });
  const { rows } = await pool.query<OfferRow>(
    `SELECT cs.id, m.slug AS brand, m.name AS brand_name, cm.name, s.seo_slug AS series, s.name AS series_name, s.body_type AS body
       FROM offer_prices cs JOIN car_models cm ON cm.id = cs.car_model_id JOIN car_series s ON s.id = cs.car_series_id
       JOIN manufacturers m ON m.id = cs.manufacturer_id
      WHERE s.seo_slug ~ '^[a-z0-9]+$' ORDER BY cs.id LIMIT 1`,
  );
  offer = rows[0];
}, 120_000);
afterAll(async () => {
  await t?.close();
  delete process.env.WEB_DIST_DIR;
  delete process.env.SITEMAP_PAGE_SIZE;
  rmSync(dist, { recursive: true, force: true });
});

const canonical = () => offerPagePath({ id: offer.id, manufacturer_name: offer.brand, name: offer.name });
const modelPage = () => modelPagePath({ body_type: offer.body, manufacturer_name: offer.brand, car_series_slug: offer.series });

describe('one URL per car (issue 18 item 3)', () => {
  it('given the canonical slug, when the car page is asked for, then it is served', async () => {
    await http().get(canonical()).expect(200);
    await http().get(`${canonical()}?months=36&km_per_year=10000`).expect(200);
  });

  it('given any other slug before the id, when asked, then 301 to the canonical URL with the query kept', async () => {
    for (const slug of ['irgendwas', 'bmw-x1-falsch', '']) {
      const res = await http().get(`/leasing-angebote/${slug ? `${slug}-` : ''}${offer.id}?months=36&km_per_year=10000`).expect(301);
      expect(res.headers.location).toBe(`${canonical()}?months=36&km_per_year=10000`);
    }
    expect((await http().get(`/leasing-angebote/x-${offer.id.toUpperCase()}`).expect(301)).headers.location).toBe(canonical());
  });

  it('given an unknown id or no id, when asked, then no redirect (the page answers its not-found)', async () => {
    await http().get('/leasing-angebote/x-00000000-0000-4000-8000-000000000000').expect(200);
    await http().get('/leasing-angebote/ohne-id').expect(200);
  });

  it('names the canonical URL in the page content whatever slug was asked for', async () => {
    const res = await http().get(`/fe-api/v1/content/${encodeURIComponent(`/leasing-angebote/falsch-${offer.id}`)}`).expect(200);
    expect(res.body.canonical_url).toBe(`${ORIGIN}${canonical()}`);
  });
});

describe('brand pages and old URLs (issue 18 item 3)', () => {
  it('serves /leasing/{brand} with the brand page texts; unknown slugs stay no brand', async () => {
    await http().get(`/leasing/${offer.brand}`).expect(200);
    const content = await http().get(`/fe-api/v1/content/${encodeURIComponent(`/leasing/${offer.brand}`)}`).expect(200);
    expect(content.body).toMatchObject({ page_type: 'brand', canonical_url: `${ORIGIN}/leasing/${offer.brand}` });
    await http().get(`/fe-api/v1/content/${encodeURIComponent('/leasing/keine-marke')}`).expect(404);
  });

  it('sends old brand URLs to the brand page and keeps their filters', async () => {
    expect((await http().get('/BMW-Leasing').expect(301)).headers.location).toBe('/leasing/bmw');
    expect((await http().get('/Lagerwagen/Tesla?utm_source=x').expect(301)).headers.location).toBe('/leasing/tesla?inventory_type=stock&utm_source=x');
    expect((await http().get('/BMW-SUV-Leasing').expect(301)).headers.location).toBe('/leasing/suv?manufacturer_name=bmw');
  });

  it('sends old model URLs to the model page of that series', async () => {
    const brandWord = encodeURIComponent(offer.brand_name.replace(/\s+/g, '-'));
    expect((await http().get(`/Leasing/${brandWord}/${offer.series.toUpperCase()}`).expect(301)).headers.location).toBe(modelPage());
    expect((await http().get(`/${brandWord}-${offer.series}-Leasing?customer_type=P`).expect(301)).headers.location).toBe(`${modelPage()}?customer_type=P`);
    // A series the brand does not have: the brand page, not a dead model page.
    expect((await http().get(`/${brandWord}-Raumschiff-Leasing`).expect(301)).headers.location).toBe(`/leasing/${offer.brand}`);
    await http().get(modelPage()).expect(200);
    expect(modelPage().startsWith(`/leasing/${bodyTypeSlug(offer.body)}/`)).toBe(true);
  });

  it('sends a series asked for under another category to its one model page, view and query kept', async () => {
    const [, , category, model] = modelPage().split('/');
    const other = category === 'kombi' ? 'cabrio' : 'kombi';
    expect((await http().get(`/leasing/${other}/${model}`).expect(301)).headers.location).toBe(modelPage());
    expect((await http().get(`/leasing/elektro/${model}/sofort-verfuegbar?customer_type=B`).expect(301)).headers.location).toBe(`${modelPage()}/sofort-verfuegbar?customer_type=B`);
    expect((await http().get(`/leasing/${other}/${model}/motorisierungen`).expect(301)).headers.location).toBe(`${modelPage()}/motorisierungen`);
    // The page itself, an unknown series and an unknown view are no redirects.
    for (const url of [modelPage(), `${modelPage()}/motorisierungen`, `/leasing/${other}/${offer.brand}-gibtsnicht`, `/leasing/${other}/${model}/gibtsnicht`]) {
      expect([url, (await http().get(url)).headers.location]).toEqual([url, undefined]);
    }
  });

  it('spells each page one way: no trailing slash, /leasing/… and /magazin… in lower case, query kept', async () => {
    const cases: [string, string][] = [
      ['/leasing/', '/leasing'],
      [`${modelPage()}/?customer_type=P`, `${modelPage()}?customer_type=P`],
      ['/impressum/', '/impressum'],
      [modelPage().toUpperCase().replace('/LEASING/', '/leasing/'), modelPage()],
      ['/Magazin', '/magazin'],
      ['/Magazin/Ratgeber/?page=1', '/magazin/ratgeber?page=1'],
    ];
    for (const [asked, target] of cases) {
      expect([asked, (await http().get(asked).expect(301)).headers.location]).toEqual([asked, target]);
    }
    // Never a path a browser could read as another host.
    for (const url of ['//evil.example/', '/\\evil.example/']) {
      const location: string = (await http().get(url)).headers.location ?? '';
      expect([url, location.startsWith('//') || location.startsWith('/\\')]).toEqual([url, false]);
    }
  });

  it('keeps the customer group of /privatleasing and /gewerbeleasing', async () => {
    expect((await http().get('/privatleasing').expect(301)).headers.location).toBe('/leasing?customer_type=P');
    expect((await http().get('/Gewerbeleasing').expect(301)).headers.location).toBe('/leasing?customer_type=B');
    expect((await http().get('/gewerbeleasing/SUV').expect(301)).headers.location).toBe('/leasing/suv?customer_type=B');
    // The visitor's own choice in the query wins over the old path's word.
    expect((await http().get('/privatleasing?customer_type=B').expect(301)).headers.location).toBe('/leasing?customer_type=B');
  });

  it('never redirects a redirect target again', async () => {
    for (const target of ['/leasing/bmw', '/leasing?customer_type=P', modelPage(), `${modelPage()}/sofort-verfuegbar`, canonical()]) {
      expect([target, (await http().get(target)).status]).toEqual([target, 200]);
    }
  });
});

describe('robots.txt', () => {
  it('closes customer, checkout, dealer, admin and the APIs and names the sitemap', async () => {
    const res = await http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of ['/customer', '/checkout', '/dealer', '/admin', '/api/']) expect(res.text).toContain(`Disallow: ${path}\n`);
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.text).not.toContain('Disallow: /\n');
  });
});

type XmlEntry = { loc: string; lastmod?: string };
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap', parseTagValue: false });

/** Checks well-formedness strictly, then reads the document. */
function parseXml(text: string): Record<string, Record<string, unknown>> {
  expect(XMLValidator.validate(text)).toBe(true);
  return xml.parse(text) as Record<string, Record<string, unknown>>;
}

const entries = (list: unknown) => ((list as XmlEntry[] | undefined) ?? []).map((e) => ({ loc: e.loc, lastmod: e.lastmod ?? null }));

async function sitemapUrls(loc: string): Promise<{ loc: string; lastmod: string | null }[]> {
  const res = await http().get(new URL(loc).pathname).expect(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const doc = parseXml(res.text);
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return entries(doc.urlset.url);
}

describe('sitemaps (issue 18 item 4)', () => {
  let index: { loc: string; lastmod: string | null }[];
  beforeAll(async () => {
    const res = await http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = parseXml(res.text);
    expect(doc.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    index = entries(doc.sitemapindex.sitemap);
  });

  it('indexes pages, brands, series, offers and magazine sitemaps, offers split into pages of at most SITEMAP_PAGE_SIZE', async () => {
    const kinds = new Set(index.map((s) => /\/sitemaps\/([a-z]+)-\d+\.xml$/.exec(s.loc)?.[1]));
    expect([...kinds].sort()).toEqual(['brands', 'magazine', 'offers', 'pages', 'series']);
    const { rows } = await pool.query<{ n: number; lastmod: Date }>('SELECT count(*)::int AS n, max(updated_at) AS lastmod FROM offer_prices');
    const offerFiles = index.filter((s) => s.loc.includes('/sitemaps/offers-'));
    expect(offerFiles.length).toBe(Math.ceil(rows[0].n / 40));
    expect(offerFiles.length).toBeGreaterThan(1);
    // lastmod from the data: the newest offer row.
    expect(new Date(offerFiles[0].lastmod ?? '').getTime()).toBe(Math.floor(rows[0].lastmod.getTime() / 1000) * 1000);
    let offers = 0;
    for (const file of offerFiles) {
      const urls = await sitemapUrls(file.loc);
      expect(urls.length).toBeLessThanOrEqual(40);
      offers += urls.length;
    }
    expect(offers).toBe(rows[0].n);
  });

  it('lists each car with its canonical URL and the row’s lastmod, and each magazine article', async () => {
    const all = (await Promise.all(index.map((s) => sitemapUrls(s.loc)))).flat();
    const car = all.find((u) => u.loc === `${ORIGIN}${canonical()}`);
    const { rows } = await pool.query<{ updated_at: Date }>('SELECT updated_at FROM offer_prices WHERE id = $1', [offer.id]);
    expect(car?.lastmod).toBe(rows[0].updated_at.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    const articles = await pool.query<{ category: string; slug: string }>('SELECT category, slug FROM magazine_articles WHERE published_at <= now()');
    for (const a of articles.rows) expect(all.map((u) => u.loc)).toContain(`${ORIGIN}/magazin/${a.category}/${a.slug}`);
    expect(all.map((u) => u.loc)).toContain(`${ORIGIN}/leasing/${offer.brand}`);
    expect(all.map((u) => u.loc)).toContain(`${ORIGIN}${modelPage()}`);
    expect(new Set(all.map((u) => u.loc)).size).toBe(all.length);
  });

  it('every entry of the tiny seed resolves with 200 (no redirect, no 404)', async () => {
    const all = (await Promise.all(index.map((s) => sitemapUrls(s.loc)))).flat();
    const failures: string[] = [];
    for (const { loc } of all) {
      const url = new URL(loc);
      const res = await http().get(`${url.pathname}${url.search}`);
      if (res.status !== 200) failures.push(`${res.status} ${loc}`);
      // Page content exists for each: the server knows every listed page.
      const content = await http().get(`/fe-api/v1/content/${encodeURIComponent(`${url.pathname}${url.search}`)}`);
      if (content.status !== 200) failures.push(`content ${content.status} ${loc}`);
      else if (content.body.canonical_url !== loc) failures.push(`canonical ${content.body.canonical_url} for ${loc}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers an unknown or past-the-end sitemap with 404', async () => {
    await http().get('/sitemaps/offers-999.xml').expect(404);
    await http().get('/sitemaps/autos-1.xml').expect(404);
    await http().get('/sitemaps/offers-0.xml').expect(404);
  });
});
