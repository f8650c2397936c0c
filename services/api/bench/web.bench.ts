/**
 * Web benchmark (issue 18 item 5): Google Lighthouse (npm `lighthouse`) against Debian Chromium on
 * the real, built api (`services/api/dist/main.js` serving web/dist, as `npm start` runs it), for
 * five public pages, mobile (Lighthouse's default: simulated slow 4G, 4× CPU slowdown) and
 * desktop. Run: `npm run bench -- web`. Prints a table and one JSON line.
 *
 * Goals (issue 18): mobile performance ≥ 90 and LCP ≤ 2.5 s; SEO, accessibility and best
 * practices 100; first-load JS ≤ 120 kB compressed. The database autoleasing_bench_web holds the
 * `demo` seed, created once and reused. CHROME_PATH overrides /usr/bin/chromium; LH_JSON_DIR, when
 * set, receives each run's full Lighthouse report ({mobile|desktop}-{page}.json); LH_FORM (mobile,
 * desktop) and LH_PAGES (home, leasing, category, car, magazine) run only those.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPgPool, generateDemoData, loadSecondFactorKey, loadPgTimeouts, loadProcessSettings, migrate } from '@autoleasing/infra';
import { catchUpOfferPrices, TABLE_OWNERS } from '@autoleasing/projections';
import { offerPagePath } from '@autoleasing/contracts';
import type { Pool } from 'pg';
import { benchChildEnv, benchDatabaseUrl, freePort, printAligned, ROOT, stopProcess, waitHealthy } from './bench-kit';

/** The flags DESIGN.md names for Debian Chromium; headless without a sandbox (root in a container). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type FormFactor = 'mobile' | 'desktop';
interface Page { name: string; path: string }
interface Figures {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  /** Bytes on the wire of everything the page loaded (compressed), and of its scripts alone (with headers). */
  transferBytes: number;
  scriptTransferBytes: number;
  /**
   * First-load JS (the budget): the brotli size, as built (web/dist/…/x.js.br), of every
   * script of ours the page loaded before any interaction: the entry, its static imports and the
   * route chunks it loads to hydrate. Headers and other requests are not counted.
   */
  firstLoadJsBytes: number;
  firstLoadJsFiles: number;
  /** Audits below full score in the SEO, accessibility and best-practices categories. */
  failing: string[];
}

// lighthouse and chrome-launcher are ES modules; this package is CommonJS, whose compiled
// `import()` would become require(). A real dynamic import loads them.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

interface LhRequest { url?: string; resourceType?: string; transferSize?: number }
interface LhAudit { score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: { items?: LhRequest[] } }
interface Lhr { categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, LhAudit>; runtimeError?: { message: string } }
type Lighthouse = (url: string, flags: object, config?: object) => Promise<{ lhr: Lhr } | undefined>;
interface ChromeLauncher { launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void | Promise<void> }> }

function log(message: string): void {
  console.error(`[bench web] ${message}`);
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl('autoleasing_bench_web');
  log(`database ${new URL(databaseUrl).pathname.slice(1)}`);
  // The demo seed seals the staff's second-factor secrets with a key from AUTH_TOKEN_SECRET, which
  // production mode insists on: the bench's throwaway one, the same the api it starts gets.
  process.env.AUTH_TOKEN_SECRET ??= benchChildEnv(databaseUrl).AUTH_TOKEN_SECRET;
  await migrate(databaseUrl, TABLE_OWNERS);
  // Seeding the bench data is a bulk job: the worker's statement limit, not the api's.
  const pool = createPgPool(databaseUrl, 2, loadPgTimeouts(process.env, 'worker'));
  let pages: Page[];
  try {
    await ensureDemoData(pool);
    pages = await benchPages(pool);
  } finally {
    await pool.end();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = await startApi(databaseUrl, port);
  const { default: lighthouse, desktopConfig } = await importEsm<{ default: Lighthouse; desktopConfig: object }>('lighthouse');
  const launcher = await importEsm<ChromeLauncher>('chrome-launcher');
  const chrome = await launcher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results: Figures[] = [];
  try {
    for (const formFactor of selected(['mobile', 'desktop'] as const, process.env.LH_FORM)) {
      for (const page of pages.filter((p) => selected([p.name], process.env.LH_PAGES).length > 0)) {
        await assertOk(base + page.path);
        // A first visit warms the api's caches so the run measures the page, not a cold database.
        const answer = await lighthouse(base + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, formFactor === 'desktop' ? desktopConfig : undefined);
        // A run that fails (on a busy machine Chromium may miss a DevTools deadline) is reported, and the others go on.
        if (!answer || answer.lhr.runtimeError) {
          log(`${formFactor} ${page.name} FAILED: ${answer?.lhr.runtimeError?.message ?? 'no result'}`);
          continue;
        }
        saveReport(formFactor, page, answer.lhr);
        const figures = figuresOf(page, formFactor, answer.lhr);
        results.push(figures);
        log(`${formFactor} ${page.name}: ${JSON.stringify(figures)}`);
      }
    }
  } finally {
    await chrome.kill();
    await stopProcess(api);
  }
  printTable(results);
}

/** The items a comma-separated filter names (LH_FORM, LH_PAGES: for looking at one page); all without one. */
function selected<T extends string>(items: readonly T[], filter: string | undefined): T[] {
  const names = filter?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
  return names.length === 0 ? [...items] : items.filter((item) => names.includes(item));
}

/** Seeds the `demo` data once; later runs reuse it. */
async function ensureDemoData(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM offer_prices');
  if (Number(rows[0].n) === 0) {
    log('seeding demo data (once)…');
    await generateDemoData({ pool, size: 'demo', secondFactorKey: loadSecondFactorKey() });
  }
  await catchUpOfferPrices({ pool });
}

/** /, /leasing, a category, the cheapest car's page (canonical URL) and the newest magazine article. */
async function benchPages(pool: Pool): Promise<Page[]> {
  const car = await pool.query<{ id: string; brand: string; name: string }>(
    `SELECT cs.id, m.slug AS brand, cm.name FROM offer_prices cs JOIN car_models cm ON cm.id = cs.car_model_id JOIN manufacturers m ON m.id = cs.manufacturer_id
      WHERE cs.customer_groups <> 'b2b' ORDER BY cs.cheapest_gross_finance_rate_cents, cs.id LIMIT 1`,
  );
  const article = await pool.query<{ category: string; slug: string }>('SELECT category, slug FROM magazine_articles WHERE published_at <= now() ORDER BY published_at DESC, slug LIMIT 1');
  if (!car.rows[0] || !article.rows[0]) throw new Error('bench data without offers or magazine articles');
  return [
    { name: 'home', path: '/' },
    { name: 'leasing', path: '/leasing' },
    { name: 'category', path: '/leasing/suv' },
    { name: 'car', path: offerPagePath({ id: car.rows[0].id, manufacturer_name: car.rows[0].brand, name: car.rows[0].name }) },
    { name: 'magazine', path: `/magazin/${article.rows[0].category}/${article.rows[0].slug}` },
  ];
}

async function startApi(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], {
    env: benchChildEnv(databaseUrl, { PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}` }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Two shared cores: with other work running, the first start may need more than a minute.
  for (let attempt = 0; ; attempt++) {
    try {
      await waitHealthy(`http://127.0.0.1:${port}`, child);
      return child;
    } catch (error) {
      if (attempt < 2 && child.exitCode === null) continue;
      child.kill('SIGKILL');
      throw error;
    }
  }
}

/** With LH_JSON_DIR set, keeps each run's full Lighthouse report (the audit breakdown behind a score). */
function saveReport(formFactor: FormFactor, page: Page, lhr: Lhr): void {
  const dir = process.env.LH_JSON_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${formFactor}-${page.name}.json`), JSON.stringify(lhr));
}

async function assertOk(url: string): Promise<void> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

function figuresOf(page: Page, formFactor: FormFactor, lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const firstLoad = firstLoadJs(requests);
  const failing = (['seo', 'accessibility', 'best-practices'] as const).flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    page: page.name,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
    transferBytes: Math.round(lhr.audits['total-byte-weight']?.numericValue ?? NaN),
    scriptTransferBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    firstLoadJsBytes: firstLoad.bytes,
    firstLoadJsFiles: firstLoad.files,
    failing,
  };
}

/** Lighthouse loads the page without interacting: each of our scripts it fetched counts, once, at its built brotli size. */
function firstLoadJs(requests: LhRequest[]): { bytes: number; files: number } {
  // The api's own default (web-app.ts) is relative to its dist folder, not to this one.
  const dist = loadProcessSettings().webDistDir ?? path.join(ROOT, 'web/dist');
  const files = new Set(
    requests
      .filter((r) => r.resourceType === 'Script' && r.url)
      .map((r) => new URL(r.url!).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
  );
  let bytes = 0;
  for (const pathname of files) {
    const file = path.join(dist, pathname);
    bytes += statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
  }
  return { bytes, files: files.size };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printTable(results: Figures[]): void {
  const rows = [
    ['page', 'form', 'perf', 'LCP', 'FCP', 'SEO', 'a11y', 'best pr.', 'transfer', 'JS transfer', 'first-load JS (br)'],
    ...results.map((r) => [
      r.page,
      r.formFactor,
      String(r.performance),
      seconds(r.lcpMs),
      seconds(r.fcpMs),
      String(r.seo),
      String(r.accessibility),
      String(r.bestPractices),
      kB(r.transferBytes),
      kB(r.scriptTransferBytes),
      `${kB(r.firstLoadJsBytes)} (${r.firstLoadJsFiles} files)`,
    ]),
  ];
  console.log('\nLighthouse (goals, mobile: performance ≥ 90, LCP ≤ 2.5 s; SEO, a11y, best practices 100; first-load JS ≤ 120 kB compressed)\n');
  printAligned(rows);
  const failing = [...new Set(results.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`\naudits below full score: ${failing.join(', ')}`);
  console.log(`\n${JSON.stringify({ bench: 'web', results })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
