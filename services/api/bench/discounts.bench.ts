/**
 * Dealer discount benchmark (issue 7): `npm run bench -- discounts`. The real, built api and the
 * projections process run as `npm start` runs them, each in its own process; autocannon loads them
 * over HTTP from this process. Database autoleasing_bench_discounts: the tiny demo data plus a
 * bench brand with 10,000 car models sold by the demo dealer, whose table holds ~9,000 filled rows
 * (written once as events and projected; later runs reuse them).
 *
 * Goals (issue 7):
 * - a table page of 20 rows with filters, 10,000 car models in the scope: p95 ≤ 30 ms;
 * - saving 50 edited cells (10 rows × 5 cells, answered after the read model caught up): p95 ≤ 100 ms;
 * - update_all over 10,000 rows until read model and offer prices are updated: ≤ 10 s (see
 *   discounts-update-all.ts, with the worker in its own process).
 * Goals (issue 21, on 8 of the 40 series: 2,000 car models, see discounts-relative.ts):
 * - a page of 100 rows sorted by discount sum at 8 connections: p95 ≤ 30 ms (pages asked again
 *   come from DiscountPageCache; printed beside it, no goal: every page built anew);
 * - a relative update_all (+/-0,25 points on the base discount) over those 2,000 rows until the
 *   offer prices are updated: ≤ 3 s.
 *   BENCH_ONLY=relative runs just this figure (after one full run created the offers).
 * - issue 21: xlsx export of 10,000 rows ≤ 3 s; import dry run of the edited file ≤ 5 s with flat
 *   memory (api peak RSS reported; see discounts-excel.ts). BENCH_ONLY=excel runs just these.
 * BENCH_ONLY=saves runs just the two save figures (e.g. to compare two builds back to back).
 * Prints a table and one JSON line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { DELIVERY_TIME_BANDS } from '@autoleasing/contracts';
import {
  discountTableDecider,
  discountTableStreamId,
  DISCOUNT_EVENT_SCHEMAS,
  type BulkRowInput,
  type DiscountScope,
  type DiscountTableState,
} from '@autoleasing/domain';
import { createPgPool, createPostgresEventStore, EventTypeRegistry, generateDemoData, loadSecondFactorKey, loadPgTimeouts, migrate } from '@autoleasing/infra';
import { TABLE_OWNERS } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { describeRelative, measureRelativeUpdate, sortedPagePaths, type RelativeUpdateFigures } from './discounts-relative';
import { describeExcel, measureExcelRoundTrip, type ExcelFigures } from './discounts-excel';
import { ensureOffers, measureUpdateAll, type UpdateAllFigures } from './discounts-update-all';
import { measureOfferPricesRebuild, type RebuildFigures } from './offer-prices-rebuild';
import { autocannon, benchChildEnv, benchDatabaseUrl, CHILD_NODE_ARGS, freePort, LOAD_HEADERS, loadCells, type LoadFigures, loadFigures, login, printAligned, ROOT, startCpuAccount, stopProcess, waitHealthy } from './bench-kit';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const CAR_MODELS = 10_000;
const BENCH_BRAND = { id: '7e57b12a-0000-4000-8000-000000000001', slug: 'bench-brand', name: 'Benchmarke' };

type Figures = LoadFigures;

interface BenchScope {
  scope: DiscountScope;
  carModelIds: string[];
  seriesNames: string[];
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl('autoleasing_bench_discounts');
  log(`database ${new URL(databaseUrl).pathname.slice(1)}`);
  await migrate(databaseUrl, TABLE_OWNERS);
  // Seeding the bench data is a bulk job: the worker's statement limit, not the api's.
  const pool = createPgPool(databaseUrl, 4, loadPgTimeouts(process.env, 'worker'));
  const children: ChildProcess[] = [];
  try {
    const bench = await ensureBenchData(pool);
    children.push(startProcess('projections', process.env.BENCH_PROJECTIONS_CLI ?? path.join(ROOT, 'projections/dist/cli.js'), ['run'], databaseUrl, {}));
    await waitForRows(pool, bench.scope);
    // As autovacuum would after the bulk fill: planner statistics and the visibility map.
    await pool.query('VACUUM (ANALYZE) dealer_discount_rows');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_API_MAIN (and BENCH_PROJECTIONS_CLI above) run another build (to compare two builds back to back under the same load).
    const api = startProcess('api', process.env.BENCH_API_MAIN ?? path.join(ROOT, 'services/api/dist/main.js'), [], databaseUrl, { PORT: String(port) });
    children.push(api);
    await waitHealthy(base, api);
    const token = await login(base, 'haendler@autoleasing.example');
    const loadBefore = loadavg();
    const results: Figures[] = [];
    if (process.env.BENCH_ONLY === 'relative') {
      // Rerun just the issue 21 relative update_all (the offers are those of the full run, created once).
      await ensureOffers(pool, bench.scope, log);
      const relative = await measureRelativeUpdate({ pool, databaseUrl, base, token, scope: bench.scope, carModelIds: bench.carModelIds, seriesNames: bench.seriesNames, log });
      console.log(describeRelative(relative));
      console.log(JSON.stringify({ bench: 'discounts', carModels: CAR_MODELS, relative }));
      return;
    }
    if (process.env.BENCH_ONLY === 'sorted') {
      const sortedOnly = await runSortedPages(base, token, bench, pool, api.pid as number);
      results.push(sortedOnly.figures);
      await runSortedPagesBuiltAnew(databaseUrl, token, bench, pool);
      printAligned(figureRows(results));
      console.log(JSON.stringify({ bench: 'discounts', durationSeconds: DURATION_S, carModels: CAR_MODELS, results, sortedCpuMsPerRequest: sortedOnly.cpuMsPerRequest }));
      return;
    }
    if (process.env.BENCH_ONLY === 'saves') {
      results.push(...(await runSaveFigures(base, token, bench)));
      printAligned(figureRows(results));
      console.log(JSON.stringify({ bench: 'discounts', durationSeconds: DURATION_S, carModels: CAR_MODELS, results }));
      return;
    }
    const excel = await measureExcelRoundTrip({ base, token, scope: bench.scope, apiPid: api.pid as number, log });
    if (process.env.BENCH_ONLY === 'excel') {
      for (const line of describeExcel(excel)) console.log(line);
      console.log(JSON.stringify({ bench: 'discounts', carModels: CAR_MODELS, excel }));
      return;
    }

    const pages = tablePaths(bench);
    await assertAllOk(base, token, pages.slice(0, 30));
    // One connection is one dealer's browser; eight are several dealers (and ops) at once.
    for (const connections of [1, 8]) {
      const read = { name: `discounts page (20 rows, filters, ${connections} conn)`, connections, goalP95Ms: 30 };
      await runGet(base, token, pages, read, WARMUP_S);
      results.push(await runGet(base, token, pages, read, DURATION_S));
    }

    const sortedPages = await runSortedPages(base, token, bench, pool, api.pid as number);
    results.push(sortedPages.figures);
    await runSortedPagesBuiltAnew(databaseUrl, token, bench, pool);

    results.push(...(await runSaveFigures(base, token, bench)));

    const updateAll = await measureUpdateAll({
      pool,
      databaseUrl,
      base,
      token,
      scope: bench.scope,
      carModelIds: bench.carModelIds,
      log,
    });
    const relative = await measureRelativeUpdate({ pool, databaseUrl, base, token, scope: bench.scope, carModelIds: bench.carModelIds, seriesNames: bench.seriesNames, log });
    // Issue 16: offer prices are a pure function of the events, so the whole catalogue can be rebuilt.
    const rebuild = await measureOfferPricesRebuild(pool, log);
    printTable(results, updateAll, rebuild, excel, loadBefore, loadavg(), relative, sortedPages.cpuMsPerRequest);
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    await pool.end();
  }
}

/** Saving 50 cells by one dealer, then by four at once (issue 7 goal: p95 ≤ 100 ms). */
async function runSaveFigures(base: string, token: string, bench: BenchScope): Promise<Figures[]> {
  const figures: Figures[] = [];
  for (const connections of [1, 4]) {
    const save = { name: `save 50 cells (${connections === 1 ? 'one dealer' : `${connections} at once`})`, connections, goalP95Ms: 100 };
    figures.push(await runSaves(base, token, bench, save, DURATION_S));
  }
  return figures;
}

/**
 * Tiny demo data (users, dealers, banks), a bench brand with 10,000 car models in 40 series, the
 * demo dealer selling it, and its b2b table for the first bank filled through the decider.
 */
async function ensureBenchData(pool: Pool): Promise<BenchScope> {
  const users = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (users.rows[0].n === 0) await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
  const dealer = (await pool.query<{ dealer_id: string }>(`SELECT dealer_id FROM users WHERE email = 'haendler@autoleasing.example'`)).rows[0].dealer_id;
  await pool.query(`INSERT INTO manufacturers (id, slug, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [BENCH_BRAND.id, BENCH_BRAND.slug, BENCH_BRAND.name]);
  await pool.query(`UPDATE dealers SET brand_slugs = array_append(brand_slugs, $2) WHERE id = $1 AND NOT ($2 = ANY(brand_slugs))`, [dealer, BENCH_BRAND.slug]);
  const models = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM car_models WHERE manufacturer_id = $1', [BENCH_BRAND.id]);
  if (models.rows[0].n < CAR_MODELS) {
    log(`creating ${CAR_MODELS} car models (once)…`);
    await pool.query(
      `INSERT INTO car_series (id, manufacturer_id, name, seo_slug, body_type)
       SELECT md5('bench-series-' || s)::uuid, $1, 'Serie ' || lpad(s::text, 2, '0'), 'serie-' || s,
              (ARRAY['small','compact','limousine','estate','suv','van','transporter','cabrio','coupe'])[1 + s % 9]
         FROM generate_series(1, 40) s ON CONFLICT (id) DO NOTHING`,
      [BENCH_BRAND.id],
    );
    await pool.query(
      `INSERT INTO car_models (id, car_series_id, manufacturer_id, name, trim_level, engine_name, fuel_type, gear_type, horsepower, doors,
                               body_type, vehicle_order_code, list_price_cents, co2_emission_g_per_km, co2_class)
       SELECT md5('bench-model-' || m)::uuid, md5('bench-series-' || (1 + m % 40))::uuid, $1,
              'Modell ' || m || ' ' || (ARRAY['Basis','Life','Style','R-Line','GTI'])[1 + m % 5],
              (ARRAY['Basis','Life','Style','R-Line','GTI'])[1 + m % 5], 'Motor ' || (m % 12),
              (ARRAY['diesel','petrol','electric','hybrid','gas'])[1 + m % 5], (ARRAY['automatic','manual'])[1 + m % 2],
              90 + m % 300, 3 + m % 3, (ARRAY['small','compact','limousine','estate','suv','van','transporter','cabrio','coupe'])[1 + (1 + m % 40) % 9],
              'BM' || lpad(m::text, 6, '0'), 2500000 + (m % 100) * 50000, 90 + m % 150, (ARRAY['A','B','C','D','E','F','G'])[1 + m % 7]
         FROM generate_series(1, $2::int) m ON CONFLICT (id) DO NOTHING`,
      [BENCH_BRAND.id, CAR_MODELS],
    );
    await pool.query('VACUUM (ANALYZE) car_models');
  }
  const bank = (await pool.query<{ id: string }>(
    `WITH own AS (SELECT DISTINCT bank_id FROM car_specs WHERE dealer_id = $1)
     SELECT b.id FROM banks b WHERE b.id IN (SELECT bank_id FROM own) OR NOT EXISTS (SELECT 1 FROM own) ORDER BY b.name LIMIT 1`,
    [dealer],
  )).rows[0].id;
  const scope: DiscountScope = { dealerId: dealer, customerGroup: 'b2b', bankId: bank, manufacturerId: BENCH_BRAND.id };
  const ids = (await pool.query<{ id: string }>(
    `SELECT cm.id FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id WHERE cm.manufacturer_id = $1 ORDER BY cs.name, cm.name, cm.id`,
    [BENCH_BRAND.id],
  )).rows.map((r) => r.id);
  const series = (await pool.query<{ name: string }>('SELECT name FROM car_series WHERE manufacturer_id = $1 ORDER BY name', [BENCH_BRAND.id])).rows.map((r) => r.name);
  await fillTable(pool, scope, ids);
  return { scope, carModelIds: ids, seriesNames: series };
}

/** ~9,000 complete rows, some switched off, ~10 % left empty: batches of 1,000 rows, once. */
async function fillTable(pool: Pool, scope: DiscountScope, ids: string[]): Promise<void> {
  const registry = new EventTypeRegistry();
  for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
  const store = createPostgresEventStore({ pool, registry });
  try {
    const streamId = discountTableStreamId(scope);
    if ((await store.readStream(streamId, { limit: 1 })).length) return;
    log('filling the bench table (once)…');
    let state: DiscountTableState = discountTableDecider.initialState();
    const actor = { userId: 'system', role: 'System' as const };
    for (let start = 0; start < ids.length; start += 1000) {
      const rows: BulkRowInput[] = ids.slice(start, start + 1000).flatMap((carModelId, i) => {
        const n = start + i;
        if (n % 10 === 9) return [];
        return [
          {
            carModelId,
            cells: {
              base_discount: 5 + (n % 70) / 4,
              additional_discounts_0: n % 3 === 0 ? 1.5 : null,
              available: n % 10 !== 8,
              delivery_time: DELIVERY_TIME_BANDS[n % 6],
              factory_delivery_cents: 69000 + (n % 4) * 10000,
              order_absolute_bonus_cents: 0,
              stock_absolute_bonus_cents: 0,
            },
          },
        ];
      });
      const events = discountTableDecider.decide(
        { type: 'BulkUpdateDiscounts', scope, operationId: 'bench-fill', columns: { additionalDiscounts: 1, collectedDiscounts: 0 }, rows },
        state,
        { now: new Date(), newId: () => crypto.randomUUID() },
      );
      state = events.reduce(discountTableDecider.evolve, state);
      await store.append(
        streamId,
        events.map((e) => ({ id: crypto.randomUUID(), type: e.type, data: e.data, metadata: { actor, correlationId: 'bench', causationId: 'bench', occurredAt: new Date().toISOString() } })),
        { expectedRevision: 'any' },
      );
    }
  } finally {
    await store.close();
  }
}

async function waitForRows(pool: Pool, scope: DiscountScope): Promise<void> {
  const until = Date.now() + 180_000;
  for (;;) {
    const { rows } = await pool
      .query<{ n: number }>(
        'SELECT count(*)::int AS n FROM dealer_discount_rows WHERE dealer_id = $1 AND customer_group = $2 AND bank_id = $3 AND manufacturer_id = $4',
        [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId],
      )
      .catch(() => ({ rows: [{ n: 0 }] }));
    if (rows[0].n >= CAR_MODELS * 0.9) return;
    if (Date.now() > until) throw new Error(`the projection wrote only ${rows[0].n} rows within 180 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const mainPath = (scope: DiscountScope) =>
  `/api/v1/dealers/${scope.dealerId}/discounts?customer_group=${scope.customerGroup}&bank_id=${scope.bankId}&manufacturer_id=${scope.manufacturerId}`;

/** Pages and filter combinations a dealer clicks through: states, fuels, bodies, series, search. */
function tablePaths({ scope, seriesNames }: BenchScope): string[] {
  const main = mainPath(scope);
  const filters = [
    '',
    '&state=data_missing',
    '&state=available&fuel_type=electric',
    '&fuel_type=diesel,petrol&gear_type=manual',
    '&body_type=suv,van',
    '&trim_level=Style',
    '&search=Modell%2012',
    '&search=BM0042',
    '&state=unavailable,data_missing&body_type=compact',
    ...seriesNames.slice(0, 10).map((name) => `&car_series=${encodeURIComponent(name)}`),
  ];
  const paths: string[] = [];
  for (const filter of filters) for (const page of [1, 2, 5, 20, 100]) paths.push(`${main}${filter}&page=${page}`);
  return paths;
}

/**
 * Issue 21: a page of 100 rows sorted by discount sum, over the 2,000 models of 8 series. Also the
 * CPU per request of the api and of its database backends: on a shared machine latency varies with
 * the neighbours' load, CPU time much less.
 */
async function runSortedPages(base: string, token: string, bench: BenchScope, pool: Pool, apiPid: number): Promise<{ figures: Figures; cpuMsPerRequest: Record<string, number> }> {
  const sorted = sortedPagePaths(mainPath(bench.scope), bench.seriesNames);
  await assertAllOk(base, token, sorted.slice(0, 5));
  const sortedRead = { name: 'discounts page (100 rows by discount sum, 2,000 models, 8 conn)', connections: 8, goalP95Ms: 30 };
  await runGet(base, token, sorted, sortedRead, WARMUP_S);
  const cpu = await startCpuAccount(pool, { api: [apiPid] });
  const figures = await runGet(base, token, sorted, sortedRead, DURATION_S);
  const cpuMsPerRequest = await cpu(figures.requests);
  console.log(`sorted page CPU per request: api ${cpuMsPerRequest.api} ms, database ${cpuMsPerRequest.database} ms, load generator ${cpuMsPerRequest.self} ms`);
  return { figures, cpuMsPerRequest };
}

/**
 * For comparison, no goal: the same sorted pages from an api with CATALOGUE_CACHE=off, which keeps
 * no page, order or offers (no trusted catalogue version), so every request builds its page anew.
 * The token of the first api works here too (same secret).
 */
async function runSortedPagesBuiltAnew(databaseUrl: string, token: string, bench: BenchScope, pool: Pool): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startProcess('api (CATALOGUE_CACHE=off)', process.env.BENCH_API_MAIN ?? path.join(ROOT, 'services/api/dist/main.js'), [], databaseUrl, { PORT: String(port), CATALOGUE_CACHE: 'off' });
  try {
    await waitHealthy(base, api);
    const sorted = sortedPagePaths(mainPath(bench.scope), bench.seriesNames);
    const workload = { name: 'discounts page built anew (CATALOGUE_CACHE=off)', connections: 8, goalP95Ms: 30 };
    await runGet(base, token, sorted, workload, WARMUP_S);
    const cpu = await startCpuAccount(pool, { api: [api.pid as number] });
    const figures = await runGet(base, token, sorted, workload, DURATION_S);
    const perRequest = await cpu(figures.requests);
    console.log(
      `for comparison, every sorted page built anew (CATALOGUE_CACHE=off, 8 conn): median ${figures.medianMs.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms, ` +
        `${figures.rps.toFixed(0)} req/s; CPU per request api ${perRequest.api} ms, database ${perRequest.database} ms`,
    );
  } finally {
    await stopProcess(api);
  }
}

async function assertAllOk(base: string, token: string, paths: string[]): Promise<void> {
  for (const p of paths) {
    const response = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`${p} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
  }
}

async function runGet(base: string, token: string, paths: string[], workload: { name: string; connections: number; goalP95Ms: number }, seconds: number): Promise<Figures> {
  let next = 0;
  return measure(workload, seconds, {
    url: base,
    connections: workload.connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', setupRequest: (req: object) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
}

/**
 * Saves of 50 cells: 10 rows × 5 cells (base, first additional discount, delivery time, bonus,
 * stock offset), each save on its own block of rows, with values that really change. Each save
 * sends the newest revision it has seen, as the web does; concurrent saves merge.
 */
async function runSaves(base: string, token: string, bench: BenchScope, workload: { name: string; connections: number; goalP95Ms: number }, seconds: number): Promise<Figures> {
  const { scope } = bench;
  const table = await fetch(
    `${base}/api/v1/dealers/${scope.dealerId}/discounts?customer_group=${scope.customerGroup}&bank_id=${scope.bankId}&manufacturer_id=${scope.manufacturerId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  let revision = ((await table.json()) as { revision: number }).revision;
  let counter = 0;
  const blocks = Math.floor(bench.carModelIds.length / 10);
  const body = () => {
    const n = counter++;
    const block = n % blocks;
    const round = Math.floor(n / blocks) + Date.now() % 1000;
    const discounts = bench.carModelIds.slice(block * 10, block * 10 + 10).map((carModelId, i) => ({
      car_model_id: carModelId,
      base_discount: 5 + ((round + i) % 60) / 4,
      additional_discounts: [((round + i) % 9) / 2],
      delivery_time: DELIVERY_TIME_BANDS[(round + i) % 6],
      order_absolute_bonus_cents: ((round + i) % 20) * 1000,
      stock_discount_offset: ((round + i) % 10) - 5,
      available: true,
      factory_delivery_cents: 79000,
    }));
    return JSON.stringify({ customer_group: scope.customerGroup, bank_id: scope.bankId, manufacturer_id: scope.manufacturerId, revision, discounts });
  };
  // A benchmark of errors measures nothing: one save must succeed first.
  const probe = await fetch(`${base}/api/v1/dealers/${scope.dealerId}/discounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body(),
  });
  if (probe.status !== 200) throw new Error(`a save answered ${probe.status}: ${(await probe.text()).slice(0, 500)}`);
  revision = ((await probe.json()) as { revision: number }).revision;
  return measure(workload, seconds, {
    url: base,
    connections: workload.connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: `/api/v1/dealers/${scope.dealerId}/discounts`,
        setupRequest: (req: object) => ({ ...req, body: body() }),
        onResponse: (status: number, responseBody: string) => {
          if (status === 200) revision = Math.max(revision, (JSON.parse(responseBody) as { revision: number }).revision);
        },
      },
    ],
  });
}

async function measure(workload: { name: string; connections: number; goalP95Ms: number }, seconds: number, options: object): Promise<Figures> {
  const latencies: number[] = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  log(`${workload.name}: ${result.requests.total} requests`);
  return loadFigures(workload, latencies, result, seconds);
}

function startProcess(name: string, entry: string, args: string[], databaseUrl: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...CHILD_NODE_ARGS, entry, ...args], {
    env: benchChildEnv(databaseUrl, env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code) => code !== 0 && code !== null && log(`${name} exited with ${code}`));
  return child;
}

/** Both processes sign and check tokens with the same secret. */

function figureRows(results: Figures[]): string[][] {
  return [
    [...LOAD_HEADERS, 'errors', 'goal', 'met?'],
    ...results.map((r) => [
      ...loadCells(r),
      String(r.errors + r.non2xx),
      `p95 ≤ ${r.goalP95Ms} ms`,
      r.met ? 'yes' : 'NO',
    ]),
  ];
}

function printTable(
  results: Figures[],
  updateAll: UpdateAllFigures | null,
  rebuild: RebuildFigures,
  excel: ExcelFigures,
  loadBefore: number[],
  loadAfter: number[],
  relative: RelativeUpdateFigures,
  sortedCpuMsPerRequest: Record<string, number>,
): void {
  printAligned(figureRows(results));
  if (updateAll) {
    console.log(
      `update_all ${updateAll.rows} rows, ${updateAll.offers} offers: 202 after ${updateAll.acceptedSeconds.toFixed(3)} s, job done ${updateAll.jobSeconds.toFixed(2)} s, ` +
        `read model ${updateAll.readModelSeconds.toFixed(2)} s, offer prices ${updateAll.offerPricesSeconds.toFixed(2)} s (goal ≤ ${updateAll.goalSeconds} s: ${updateAll.met ? 'yes' : 'NO'})`,
    );
    const price = updateAll.saveToPublicPrice;
    console.log(`save → public offer price (${price.runs} runs): median ${price.medianMs.toFixed(0)} ms, max ${price.maxMs.toFixed(0)} ms (goal ≤ ${price.goalMs} ms: ${price.met ? 'yes' : 'NO'})`);
  }
  console.log(describeRelative(relative));
  console.log(
    `offer-prices rebuild: ${rebuild.events} events replayed, ${rebuild.rows} discount rows, ${rebuild.offers} listed offers, ${rebuild.terms} term prices ` +
      `in ${rebuild.seconds.toFixed(2)} s (${rebuild.eventsPerSecond.toFixed(0)} events/s)`,
  );
  for (const line of describeExcel(excel)) console.log(line);
  console.log(`load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(
    `sorted page CPU per request: api ${sortedCpuMsPerRequest.api} ms, database ${sortedCpuMsPerRequest.database} ms, load generator ${sortedCpuMsPerRequest.self} ms`,
  );
  console.log(JSON.stringify({ bench: 'discounts', durationSeconds: DURATION_S, carModels: CAR_MODELS, results, sortedCpuMsPerRequest, updateAll, relative, rebuild, excel }));
}

function log(message: string): void {
  process.stderr.write(`[discounts bench] ${message}\n`);
}

main().catch((error: unknown) => {
  console.error((error as Error).stack ?? error);
  process.exit(1);
});
