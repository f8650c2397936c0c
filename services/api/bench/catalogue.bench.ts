/**
 * Catalogue benchmark (issue 3): the real, built api (`services/api/dist/main.js`) in its own
 * process, as `npm start` runs it, on the `bench` data (100,000 offers), loaded by autocannon over
 * HTTP from this process — load generator and server never share an event loop. Run: `npm run bench -- catalogue`. Prints a table and
 * one JSON line. The database autoleasing_bench_catalogue is created and seeded once, then reused.
 *
 * Goals (issue 3, 32 connections): search_offers with three filters and facet counts p95 ≤ 50 ms
 * and ≥ 300 req/s; car detail (products/{id}) p95 ≤ 30 ms. Each workload cycles through hundreds
 * of distinct URLs (catalogue-bench-requests.ts), not one cached address.
 *
 * Two runs of the api: as production runs it, with its catalogue caches (answers kept per version
 * of the catalogue data until a write commits; after the first pass over the URLs they are hits),
 * and with CATALOGUE_CACHE=off, where every request queries PostgreSQL — what a request costs
 * right after dealers repriced offers, or for a filter set nobody asked for yet.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createPgPool, generateDemoData, loadSecondFactorKey, loadPgTimeouts, migrate, OFFER_COUNTS } from '@autoleasing/infra';
import { catchUpOfferPrices, TABLE_OWNERS } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { productPaths, searchPaths } from './catalogue-bench-requests';
import { autocannon, benchChildEnv, benchDatabaseUrl, freePort, LOAD_HEADERS, loadCells, type LoadFigures, loadFigures, printAligned, ROOT } from './bench-kit';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);

interface Workload {
  name: string;
  /** Extra environment of the api process this workload runs against. */
  apiEnv: Record<string, string>;
  paths: string[];
  connections: number;
  goalP95Ms: number;
  goalRps: number | null;
}

interface Figures extends LoadFigures {
  goalRps: number | null;
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl('autoleasing_bench_catalogue');
  log(`database ${new URL(databaseUrl).pathname.slice(1)}`);
  await migrate(databaseUrl, TABLE_OWNERS);
  // Seeding the bench data is a bulk job: the worker's statement limit, not the api's.
  const pool = createPgPool(databaseUrl, 4, loadPgTimeouts(process.env, 'worker'));
  try {
    await ensureBenchData(pool);
    const searches = await searchPaths(pool, 600);
    const products = await productPaths(pool, 1000);

    const detailConnections = Number(process.env.BENCH_DETAIL_CONNECTIONS ?? 32);
    const cached = {};
    const uncached = { CATALOGUE_CACHE: 'off' };
    const workloads: Workload[] = [
      { name: 'search_offers (3 filters + facets)', apiEnv: cached, paths: searches, connections: 32, goalP95Ms: 50, goalRps: 300 },
      { name: 'products/{id} (car detail)', apiEnv: cached, paths: products, connections: detailConnections, goalP95Ms: 30, goalRps: null },
      { name: 'search_offers, no cache', apiEnv: uncached, paths: searches, connections: 32, goalP95Ms: 50, goalRps: 300 },
      { name: 'products/{id}, no cache', apiEnv: uncached, paths: products, connections: detailConnections, goalP95Ms: 30, goalRps: null },
    ];
    const loadBefore = loadavg();
    const results: Figures[] = [];
    // BENCH_ONLY=search runs the matching workloads while tuning them.
    const selected = workloads.filter((w) => !process.env.BENCH_ONLY || w.name.includes(process.env.BENCH_ONLY));
    for (const apiEnv of [cached, uncached]) {
      const batch = selected.filter((w) => w.apiEnv === apiEnv);
      if (batch.length === 0) continue;
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const api = await startApi(databaseUrl, port, apiEnv);
      log(`app on ${base}${apiEnv === uncached ? ' (CATALOGUE_CACHE=off)' : ''}`);
      try {
        for (const workload of batch) {
          await assertAllOk(base, workload.paths.slice(0, 40));
          await run(base, workload, WARMUP_S);
          results.push(await run(base, workload, DURATION_S));
        }
      } finally {
        await stopApi(api);
      }
    }
    printTable(results, loadBefore, loadavg());
  } finally {
    await pool.end();
  }
}

/** The api as production runs it, compiled by the bench runner's build, in a child process. */
async function startApi(databaseUrl: string, port: number, apiEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], {
    env: benchChildEnv(databaseUrl, { PORT: String(port), ...apiEnv }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('api did not become healthy within 60 s');
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Seeds once (about 45 s); later runs reuse the data. VACUUM sets the visibility map for index-only scans. */
async function ensureBenchData(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ n: string; priced: string }>('SELECT (SELECT count(*) FROM car_specs) AS n, (SELECT count(*) FROM offer_prices) AS priced');
  // Data seeded before issue 16 has no discount events: seed again (upserts) to import them.
  if (Number(rows[0].n) < OFFER_COUNTS.bench || Number(rows[0].priced) === 0) {
    log('seeding bench data (once)…');
    const counts = await generateDemoData({ pool, size: 'bench', secondFactorKey: loadSecondFactorKey() });
    log(`seeded ${counts.offers} offers, ${counts.carModels} car models in ${(counts.durationMs / 1000).toFixed(1)} s`);
  }
  // The catalogue lists what the offer-prices projection derived from the discount events.
  const started = performance.now();
  await catchUpOfferPrices({ pool });
  log(`offer-prices caught up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const table of ['car_specs', 'lease_terms', 'offer_prices', 'offer_term_prices']) await pool.query(`VACUUM (ANALYZE) ${table}`);
}

/** A benchmark of errors measures nothing: every sample URL must answer 200 first. */
async function assertAllOk(base: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const response = await fetch(base + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer().catch(() => undefined);
  }
}

async function run(base: string, workload: Workload, seconds: number): Promise<Figures> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections: workload.connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req: object) => ({ ...req, path: workload.paths[next++ % workload.paths.length] }) }],
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const distinct = new Set(workload.paths.slice(0, Math.min(next, workload.paths.length))).size;
  log(`${workload.name}: ${result.requests.total} requests over ${distinct} distinct URLs`);
  const figures = loadFigures(workload, latencies, result, seconds);
  return { ...figures, goalRps: workload.goalRps, met: figures.met && (workload.goalRps === null || figures.rps >= workload.goalRps) };
}

function printTable(results: Figures[], loadBefore: number[], loadAfter: number[]): void {
  const rows = [
    [...LOAD_HEADERS, 'errors', 'goal', 'met?'],
    ...results.map((r) => [
      ...loadCells(r),
      String(r.errors + r.non2xx),
      `p95 ≤ ${r.goalP95Ms} ms${r.goalRps ? `, ≥ ${r.goalRps} req/s` : ''}`,
      r.met ? 'yes' : 'NO',
    ]),
  ];
  printAligned(rows);
  console.log(`load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(JSON.stringify({ bench: 'catalogue', durationSeconds: DURATION_S, results, allMet: results.filter((r) => !r.name.includes('no cache')).every((r) => r.met) }));
}

function log(message: string): void {
  process.stderr.write(`[catalogue bench] ${message}\n`);
}

main().catch((error: unknown) => {
  console.error((error as Error).stack ?? error);
  process.exit(1);
});
