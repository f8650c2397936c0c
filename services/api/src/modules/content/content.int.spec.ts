import { formatCents, formatOfferCount, modelPagePath, type BodyType, type OfferListItem, type SearchOffersResponse } from '@autoleasing/contracts';
import { generateDemoData, loadSecondFactorKey } from '@autoleasing/infra';
import { catchUpOfferPrices } from '@autoleasing/projections';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import request from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { PG_POOL } from '../../core/tokens';

let t: ApiTestApp;
let pool: Pool;
const dist = mkdtempSync(path.join(os.tmpdir(), 'content-web-'));
const http = () => request(t.app.getHttpServer());
const key = (p: string) => encodeURIComponent(p);

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><div id="root"></div>');
  process.env.WEB_DIST_DIR = dist;
  t = await startApiTestApp('content', [], true);
  pool = t.app.get<symbol, Pool>(PG_POOL);
  await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
  await catchUpOfferPrices({ pool });
}, 120_000);
afterAll(async () => {
  await t?.close();
  delete process.env.WEB_DIST_DIR;
  rmSync(dist, { recursive: true, force: true });
});

describe('car pictures', () => {
  it('draws every body type as SVG with a German title and a long cache lifetime', async () => {
    for (const body of ['small', 'compact', 'limousine', 'estate', 'suv', 'van', 'transporter', 'cabrio', 'coupe']) {
      const res = await http().get(`/api/v1/car_pictures/${body}.svg?color=blue`).buffer(true).parse((r, cb) => {
        let data = '';
        r.on('data', (c: Buffer) => (data += c.toString()));
        r.on('end', () => cb(null, data));
      }).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).toContain('in Blau, Seitenansicht</title>');
      expect(res.body).toContain('#1d4f9c');
    }
  });

  it('tints by colour and offers a front view', async () => {
    const red = await http().get('/api/v1/car_pictures/suv.svg?color=red&view=front').expect(200);
    const text = red.text || red.body.toString();
    expect(text).toContain('Zeichnung: SUV in Rot, Frontansicht');
    expect(text).toContain('#b3202a');
    const other = await http().get('/api/v1/car_pictures/van.svg?color=other').expect(200);
    expect(other.text || other.body.toString()).toContain('Van in Sonderfarbe');
  });

  it('refuses unknown body types, colours, views and keys with a German 400', async () => {
    const cases = ['/api/v1/car_pictures/truck.svg', '/api/v1/car_pictures/suv.png', '/api/v1/car_pictures/suv.svg?color=pink',
      '/api/v1/car_pictures/suv.svg?view=top', '/api/v1/car_pictures/suv.svg?size=2', '/api/v1/car_pictures/suv.svg?color=red&color=blue',
      `/api/v1/car_pictures/${'a'.repeat(500)}.svg`, "/api/v1/car_pictures/suv'%20OR%201=1.svg"];
    for (const url of cases) {
      const res = await http().get(url);
      // Fastify refuses parameters over 100 characters itself (414, German text): also fine.
      expect([url, [400, 414].includes(res.status)]).toEqual([url, true]);
      expect(res.body.message).toMatch(/[A-Za-zäöü]/);
    }
    const res = await http().get('/api/v1/car_pictures/truck.svg').expect(400);
    expect(res.body.message).toContain('Unbekannte Karosserieform');
  });
});

describe('page content and SEO', () => {
  it('answers the homepage with catalogue counts and a canonical URL', async () => {
    const res = await http().get('/fe-api/v1/content/home').expect(200);
    expect(res.body.page_type).toBe('home');
    expect(res.body.canonical_url).toBe('http://localhost:3000/');
    expect(res.body.meta_description).toMatch(/\d+ Angebote von \d+ Marken ab € \d/);
    const seo = await http().get(`/api/v1/seo/${key('/')}`).expect(200);
    expect(seo.body).toEqual(res.body);
  });

  it('writes brand, category, model and offer pages from the catalogue data', async () => {
    const { rows } = await pool.query<{ id: string; m: string; s: string; body: string; name: string }>(
      `SELECT cs.id, m.slug AS m, s.seo_slug AS s, s.body_type AS body, m.name FROM offer_prices cs JOIN manufacturers m ON m.id = cs.manufacturer_id
         JOIN car_series s ON s.id = cs.car_series_id WHERE cs.customer_groups = 'both' LIMIT 1`,
    );
    const offer = rows[0];
    const brand = await http().get(`/fe-api/v1/content/${key(`/leasing?manufacturer_name=${offer.m}`)}`).expect(200);
    expect(brand.body.page_type).toBe('brand');
    expect(brand.body.canonical_url).toBe(`http://localhost:3000/leasing/${offer.m}`);
    const brandPage = await http().get(`/fe-api/v1/content/${key(`/leasing/${offer.m}`)}`).expect(200);
    expect(brandPage.body).toMatchObject({ page_type: 'brand', canonical_url: `http://localhost:3000/leasing/${offer.m}` });
    const category = await http().get(`/fe-api/v1/content/${key('/leasing/suv?page=3&sort=x')}`).expect(200);
    expect(category.body).toMatchObject({ page_type: 'category', canonical_url: 'http://localhost:3000/leasing/suv', headline: 'SUV leasen' });
    const labels: Record<string, string> = { small: 'kleinwagen', compact: 'kompaktklasse', limousine: 'limousine', estate: 'kombi', suv: 'suv', van: 'van', transporter: 'transporter', cabrio: 'cabrio', coupe: 'coupe' };
    const modelPath = `/leasing/${labels[offer.body]}/${offer.m}-${offer.s}`;
    const model = await http().get(`/fe-api/v1/content/${key(modelPath)}`).expect(200);
    expect(model.body.page_type).toBe('model');
    expect(model.body.meta_title).toMatch(/Leasing ab € [\d.,]+ mtl\. \| autoleasing$/);
    const engines = await http().get(`/fe-api/v1/content/${key(`${modelPath}/motorisierungen`)}`).expect(200);
    expect(engines.body.page_type).toBe('model_engines');
    const detail = await http().get(`/api/v1/seo/${key(`/leasing-angebote/some-car-${offer.id}`)}`).expect(200);
    expect(detail.body.page_type).toBe('offer');
    expect(detail.body.meta_title).toMatch(/leasen ab € [\d.,]+ mtl\./);
  });

  it('quotes the count and "ab" rate the private customer’s list shows, never a business-only offer’s gross rate', async () => {
    const list = (await http().get('/api/v1/catalog/search_offers?aggregation=level_two&customer_group=b2c&term[hot_offer]=true&sort=gross_finance_rate_cents&sort_direction=asc&size=100').expect(200))
      .body as SearchOffersResponse<OfferListItem>;
    const { rows } = await pool.query<{ min: string }>(`SELECT min(cheapest_gross_finance_rate_cents) AS min FROM offer_prices WHERE hot_offer AND customer_groups = 'b2b'`);
    // The seed has business-only hot deals cheaper (gross) than any a private customer can lease: the case that went wrong.
    expect(Number(rows[0].min)).toBeLessThan(list.results[0].finance_rate_cents);

    const hot = await http().get('/fe-api/v1/content/hot-deals').expect(200);
    expect(hot.body.meta_title).toBe(`Hot Deals: die günstigsten Leasingangebote ab ${formatCents(list.results[0].finance_rate_cents)} mtl. | autoleasing`);
    expect(hot.body.meta_description).toContain(`${formatOfferCount(list.meta.total_count)} mit besonders niedriger Rate`);
  });

  it('quotes a listing only business customers can lease in net figures, marked netto', async () => {
    const { rows } = await pool.query<{ m: string; s: string; body: BodyType; series: string }>(
      `SELECT m.slug AS m, s.seo_slug AS s, s.body_type AS body, s.id AS series FROM car_series s JOIN manufacturers m ON m.id = s.manufacturer_id
        WHERE EXISTS (SELECT 1 FROM offer_prices cs WHERE cs.car_series_id = s.id) ORDER BY s.id LIMIT 1`,
    );
    const series = rows[0];
    const original = await pool.query<{ id: string; customer_groups: string }>('SELECT id, customer_groups FROM offer_prices WHERE car_series_id = $1', [series.series]);
    // The read model as it would be for a series whose offers are all business-only.
    await pool.query(`UPDATE offer_prices SET customer_groups = 'b2b' WHERE car_series_id = $1`, [series.series]);
    try {
      const { rows: net } = await pool.query<{ min: string }>('SELECT min(cheapest_finance_rate_cents) AS min FROM offer_prices WHERE car_series_id = $1', [series.series]);
      const seriesPath = modelPagePath({ body_type: series.body, manufacturer_name: series.m, car_series_slug: series.s });
      const model = await http().get(`/fe-api/v1/content/${key(seriesPath)}`).expect(200);
      expect(model.body.meta_title).toContain(` Leasing ab ${formatCents(Number(net[0].min))} netto mtl. | autoleasing`);
      expect(model.body.meta_description).toContain(formatOfferCount(original.rowCount ?? 0));
    } finally {
      for (const row of original.rows) await pool.query('UPDATE offer_prices SET customer_groups = $2 WHERE id = $1', [row.id, row.customer_groups]);
    }
  });

  it('covers special offers, magazine, wall and legal pages; wall pages are noindex', async () => {
    const special = await http().get(`/fe-api/v1/content/leasing-sonderangebote`).expect(200);
    expect(special.body.page_type).toBe('special_offers');
    const magazine = await http().get(`/fe-api/v1/content/${key('/magazin/ratgeber')}`).expect(200);
    expect(magazine.body).toMatchObject({ page_type: 'magazine_category', headline: 'Ratgeber', robots: 'index,follow' });
    const front = await http().get(`/fe-api/v1/content/${key('/magazin')}`).expect(200);
    expect(front.body).toMatchObject({ page_type: 'magazine', headline: 'Magazin', robots: 'index,follow', canonical_url: expect.stringMatching(/\/magazin$/) });
    const login = await http().get(`/fe-api/v1/content/${key('/login')}`).expect(200);
    expect(login.body).toMatchObject({ page_type: 'wall', robots: 'noindex,follow' });
    const help = await http().get(`/fe-api/v1/content/${key('/hilfe')}`).expect(200);
    expect(help.body).toMatchObject({ page_type: 'help', headline: 'Hilfe und häufige Fragen', robots: 'index,follow' });
    const impressum = await http().get(`/fe-api/v1/content/impressum`).expect(200);
    expect(impressum.body.page_type).toBe('legal');
  });

  it('answers unknown pages with a German 404 and bad keys with a 400, never a 500', async () => {
    for (const p of ['/gibt-es-nicht', '/leasing/raumschiff', '/leasing/suv/bmw-gibtsnicht', '/leasing-angebote/x-00000000-0000-4000-8000-000000000000', '/magazin/sport', '/magazin/ratgeber/fehlt']) {
      const res = await http().get(`/fe-api/v1/content/${key(p)}`);
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.body.message).toBe('Ohje, die gewünschte Seite wurde nicht gefunden...');
    }
    for (const x of [key(`/${'a'.repeat(400)}`), key("/leasing/suv' OR 1=1--"), key('/<script>')]) {
      const res = await http().get(`/api/v1/seo/${x}`);
      expect([400, 414]).toContain(res.status);
      expect(res.body.message).toMatch(/ungültig|zu lang/);
    }
    await http().get('/fe-api/v1/content/home?foo=1').expect(400);
  });

  it('returns group links: brands and categories, similar models on model pages', async () => {
    const res = await http().get(`/fe-api/v1/content/${key('/leasing/suv')}/group_links`).expect(200);
    const titles = res.body.groups.map((g: { title: string }) => g.title);
    expect(titles).toEqual(['Beliebte Marken', 'Beliebte Kategorien']);
    expect(res.body.groups[1].links).toContainEqual({ label: 'Kombi leasen', url: '/leasing/kombi' });
    await http().get(`/fe-api/v1/content/${key('/nope')}/group_links`).expect(404);
  });
});

describe('magazine', () => {
  it('lists at least three articles per category, newest first, and serves each article', async () => {
    for (const category of ['mobilitaet', 'ratgeber', 'autovorstellungen', 'leasing']) {
      const res = await http().get(`/fe-api/v1/magazine/${category}`).expect(200);
      expect(res.body.articles.length).toBeGreaterThanOrEqual(3);
      const dates = res.body.articles.map((a: { published_at: string }) => a.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      const first = res.body.articles[0];
      const article = await http().get(`/fe-api/v1/magazine/${category}/${first.slug}`).expect(200);
      expect(article.body.sections.flatMap((s: { paragraphs: string[] }) => s.paragraphs).length).toBeGreaterThanOrEqual(3);
      expect(article.body.url).toBe(`/magazin/${category}/${first.slug}`);
    }
    const leasing = await http().get('/fe-api/v1/magazine/leasing/leasingfaktor-berechnen').expect(200);
    expect(leasing.body.title).toContain('Leasingfaktor');
  });

  it('shows every category on the front page, in menu order, with its three newest articles', async () => {
    const front = await http().get('/fe-api/v1/magazine').expect(200);
    expect(front.headers['cache-control']).toBe('public, max-age=300');
    expect(front.body.categories.map((c: { category: { slug: string } }) => c.category.slug)).toEqual(['mobilitaet', 'ratgeber', 'autovorstellungen', 'leasing']);
    for (const { category, articles } of front.body.categories) {
      const page = await http().get(`/fe-api/v1/magazine/${category.slug}`).expect(200);
      expect(category).toEqual(page.body.category);
      expect(articles).toEqual(page.body.articles.slice(0, 3));
    }
  });

  it('keeps a scheduled article off the front page until it is published', async () => {
    await pool.query(
      `INSERT INTO magazine_articles (category, slug, title, teaser, author, published_at, sections)
       VALUES ('ratgeber', 'kuenftig', 'Noch nicht erschienen', 'Teaser', 'Redaktion', now() + interval '1 day', '[]')`,
    );
    try {
      const front = await http().get('/fe-api/v1/magazine').expect(200);
      const slugs = front.body.categories.flatMap((c: { articles: { slug: string }[] }) => c.articles.map((a) => a.slug));
      expect(slugs).not.toContain('kuenftig');
      expect(slugs).toHaveLength(12);
    } finally {
      await pool.query(`DELETE FROM magazine_articles WHERE slug = 'kuenftig'`);
    }
  });

  it('answers unknown categories and articles with a German 404', async () => {
    expect((await http().get('/fe-api/v1/magazine/sport').expect(404)).body.message).toBe('Diese Magazin-Kategorie gibt es nicht.');
    await http().get('/fe-api/v1/magazine/leasing/gibt-es-nicht').expect(404);
    expect([404, 414]).toContain((await http().get(`/fe-api/v1/magazine/leasing/${'x'.repeat(200)}`)).status);
    await http().get("/fe-api/v1/magazine/leasing/a'%3B%20DROP%20TABLE%20x").expect(404);
  });
});

describe('old URLs and URL checks on page requests', () => {
  it.each([
    ['/BMW-Leasing', '/leasing/bmw'],
    ['/Leasing', '/leasing'],
    ['/SUV-Leasing-guenstig', '/leasing/suv'],
    ['/SUV-Leasing-g%C3%BCnstig', '/leasing/suv'],
    ['/Lagerwagen', '/leasing?inventory_type=stock'],
    ['/Neuwagen/Audi?customer_type=P', '/leasing/audi?inventory_type=ordered&customer_type=P'],
    ['/Mercedes-Benz-Leasing-ohne-Anzahlung', '/leasing/mercedes-benz?downpayment_cents%5Bmax%5D=0'],
    ['/Leasing-ohne-Anzahlung?customer_type=P', '/leasing?downpayment_cents%5Bmax%5D=0&customer_type=P'],
    ['/Elektroauto-Leasing', '/leasing/elektro'],
  ])('%s → 301 %s', async (from, to) => {
    const res = await http().get(from).expect(301);
    expect(res.headers.location).toBe(to);
  });

  it('gives crawlers the same redirect and the same page', async () => {
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await http().get('/BMW-Leasing').set('user-agent', bot).expect(301)).headers.location).toBe('/leasing/bmw');
    const page = await http().get('/leasing?manufacturer_name=bmw').set('user-agent', bot).expect(200);
    const browser = await http().get('/leasing?manufacturer_name=bmw').expect(200);
    expect(page.text).toBe(browser.text);
  });

  it('leaves current pages and API paths alone', async () => {
    for (const p of ['/leasing', '/leasing/suv', '/leasing-sonderangebote', '/magazin/leasing', '/leasing-angebote/x?months=36&km_per_year=15000&customer_group=b2c']) {
      expect([p, (await http().get(p)).status]).toEqual([p, 200]);
    }
    // An API path with the words in it is never redirected.
    expect((await http().get('/api/v1/BMW-Leasing')).status).toBe(404);
    expect((await http().get('/fe-api/v1/magazine/leasing')).status).toBe(200);
  });

  it.each([
    '/leasing?customer_group=xyz',
    '/?customer_type=Q',
    '/leasing-angebote/a?km_per_year=7000',
    '/leasing-angebote/a?km_per_year=55000',
    '/leasing-angebote/a?km_per_year=abc',
    '/leasing-angebote/a?months=13',
    '/leasing-angebote/a?months=36&months=99',
  ])('%s → /error?code=1', async (url) => {
    const res = await http().get(url).expect(302);
    expect(res.headers.location).toBe('/error?code=1');
  });

  it('checks km and months only on offer pages (spec 5.1)', async () => {
    await http().get('/leasing?km_per_year=7000&months=13').expect(200);
    await http().get('/leasing-angebote/a?km_per_year=5000&months=60&customer_group=P').expect(200);
  });
});
