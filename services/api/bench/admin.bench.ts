/**
 * Admin discounts benchmark (issue 8): `npm run bench -- admin`. The real, built api runs in its own
 * process (as `npm start` runs it); autocannon loads it over HTTP from this process. Database
 * autoleasing_bench_admin (reused between runs): the tiny demo data, the comparison read model for
 * every dealer's brands (3 banks × 2 groups × every model of the brand) and 1,000,000 discount audit
 * entries in dealer_discount_history, all written once with SQL generate_series straight into the
 * read models (what the projections would write; no events are replayed for a load test).
 *
 * Goals (issue 8):
 * - comparison query and audit explorer page: p95 ≤ 100 ms with 1,000,000 audit entries;
 * - CSV export of 100,000 entries streams in ≤ 10 s with flat memory (the api process's resident
 *   memory is sampled during the export and compared with before).
 * Prints a table and one JSON line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createPgPool, generateDemoData, loadSecondFactorKey, loadPgTimeouts, migrate } from '@autoleasing/infra';
import { TABLE_OWNERS } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { autocannon, benchChildEnv, benchDatabaseUrl, freePort, LOAD_HEADERS, loadCells, type LoadFigures, loadFigures, login, printAligned, ROOT, stopProcess, waitHealthy } from './bench-kit';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const AUDIT_ENTRIES = 1_000_000;
const EXPORT_ENTRIES = 100_000;
/** V8 old-space cap of the api process that serves the exports. */
const EXPORT_HEAP_MB = 96;
/** Bench entries are spread evenly over a year: one every 31.536 s. */
const AUDIT_START = Date.parse('2025-11-21T00:00:00.000Z');
const AUDIT_STEP_MS = 31_536;

type Figures = LoadFigures;

interface ExportFigures {
  entries: number;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  goalSeconds: number;
  met: boolean;
}

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl('autoleasing_bench_admin');
  log(`database ${new URL(databaseUrl).pathname.slice(1)}`);
  await migrate(databaseUrl, TABLE_OWNERS);
  // Seeding the bench data is a bulk job: the worker's statement limit, not the api's.
  const pool = createPgPool(databaseUrl, 4, loadPgTimeouts(process.env, 'worker'));
  let api: ChildProcess | undefined;
  try {
    await ensureBenchData(pool);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = startApi(databaseUrl, port);
    await waitHealthy(base, api);
    const token = await login(base, 'admin@autoleasing.example');
    const loadBefore = loadavg();
    const results: Figures[] = [];

    const comparison = await comparisonPaths(pool);
    await assertAllOk(base, token, comparison.slice(0, 20));
    // One connection shows what a request costs; CONNECTIONS at once what the issue's goal is measured on.
    const compare = { name: 'comparison (brand, bank, group, series, dealers)', connections: CONNECTIONS, goalP95Ms: 100 };
    await runGet(base, token, comparison, compare, WARMUP_S);
    results.push(await runGet(base, token, comparison, { ...compare, connections: 1 }, DURATION_S / 3));
    results.push(await runGet(base, token, comparison, compare, DURATION_S));

    const audit = await auditPaths(pool);
    await assertAllOk(base, token, audit.slice(0, 40));
    const explorer = { name: `audit explorer page (${AUDIT_ENTRIES.toLocaleString('en')} entries, filters)`, connections: CONNECTIONS, goalP95Ms: 100 };
    await runGet(base, token, audit, explorer, WARMUP_S);
    results.push(await runGet(base, token, audit, { ...explorer, connections: 1 }, DURATION_S / 3));
    results.push(await runGet(base, token, audit, explorer, DURATION_S));

    // The goal: 100,000 entries from the api as it runs in production.
    const exported = await measureExport(base, token, api.pid!, EXPORT_ENTRIES);
    // Flat memory: 10,000 and 300,000 entries (109 MB of CSV) from an api whose V8 old space is
    // capped at EXPORT_HEAP_MB, so an export that held its rows would die; peak RSS per size.
    await stopProcess(api);
    const exportPort = await freePort();
    const exportBase = `http://127.0.0.1:${exportPort}`;
    api = startApi(databaseUrl, exportPort, [`--max-old-space-size=${EXPORT_HEAP_MB}`]);
    await waitHealthy(exportBase, api);
    const exportToken = await login(exportBase, 'admin@autoleasing.example');
    const small = await measureExport(exportBase, exportToken, api.pid!, EXPORT_ENTRIES / 10);
    small.goalSeconds = Number.NaN;
    small.met = small.entries === EXPORT_ENTRIES / 10;
    const large = await measureExport(exportBase, exportToken, api.pid!, EXPORT_ENTRIES * 3);
    if (api.exitCode !== null) throw new Error(`the api died during the exports (${api.exitCode})`);
    large.met = large.entries === EXPORT_ENTRIES * 3;
    large.goalSeconds = Number.NaN;
    printTable(results, [exported, small, large], loadBefore, loadavg());
  } finally {
    if (api) await stopProcess(api);
    await pool.end();
  }
}

async function ensureBenchData(pool: Pool): Promise<void> {
  const users = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (users.rows[0].n === 0) await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });

  const comparison = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM discount_comparison_rows');
  if (comparison.rows[0].n === 0) {
    log('filling the comparison read model (once)…');
    // Every dealer, each of its brands, its first three banks, both groups, every model of the brand.
    await pool.query(
      `INSERT INTO discount_comparison_rows (manufacturer_id, bank_id, customer_group, car_model_id, dealer_id, cells, base_discount, discount_sum, state, updated_at)
       SELECT cm.manufacturer_id, b.id, g.grp, cm.id, d.id,
              jsonb_build_object('base_discount', 500 + (abs(hashtext(d.id::text || cm.id::text || g.grp || b.id::text)) % 1700), 'available', true),
              500 + (abs(hashtext(d.id::text || cm.id::text || g.grp || b.id::text)) % 1700),
              500 + (abs(hashtext(d.id::text || cm.id::text || g.grp || b.id::text)) % 2500),
              (ARRAY['available','available','available','available','data_missing','unavailable'])[1 + abs(hashtext(cm.id::text || d.id::text)) % 6],
              now()
         FROM dealers d
         JOIN manufacturers m ON m.slug = ANY(d.brand_slugs)
         JOIN car_models cm ON cm.manufacturer_id = m.id
         CROSS JOIN (SELECT id FROM banks ORDER BY name LIMIT 3) b
         CROSS JOIN (VALUES ('b2b'), ('b2c')) g(grp)
       ON CONFLICT DO NOTHING`,
    );
    await pool.query('VACUUM (ANALYZE) discount_comparison_rows');
  }

  const have = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM dealer_discount_history WHERE position >= 1000000000`)).rows[0].n;
  if (have < AUDIT_ENTRIES) {
    log(`writing ${(AUDIT_ENTRIES - have).toLocaleString('en')} audit entries (once)…`);
    const started = Date.now();
    const chunk = 100_000;
    for (let from = 1; from <= AUDIT_ENTRIES; from += chunk) {
      const to = Math.min(AUDIT_ENTRIES, from + chunk - 1);
      // Deterministic ids and positions: a rerun after an interrupted fill only adds what is missing.
      await pool.query(
        `WITH m AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(manufacturer_id ORDER BY id) AS mids FROM car_models),
              d AS (SELECT array_agg(id ORDER BY id) AS ids FROM dealers),
              b AS (SELECT array_agg(id ORDER BY name) AS ids FROM banks),
              a AS (SELECT id::text AS id FROM users WHERE role = 'Admin' ORDER BY email LIMIT 1),
              f AS (SELECT ARRAY['base_discount','additional_discounts_0','collected_discounts_0','delivery_time','factory_delivery_cents','available','stock_discount_offset','confirmed'] AS names)
         INSERT INTO dealer_discount_history (event_id, seq, position, kind, dealer_id, customer_group, bank_id, manufacturer_id, car_model_id, field,
                                              old_value, new_value, user_id, role, acting_for_dealer_id, operation_id, source_customer_group, source_bank_id, occurred_at)
         SELECT md5('admin-bench-' || g)::uuid, 0, 1000000000 + g,
                CASE WHEN g % 10 = 0 THEN 'update_all' WHEN g % 10 = 1 THEN 'confirm' ELSE 'edit' END,
                d.ids[1 + g % array_length(d.ids, 1)],
                CASE WHEN g % 2 = 0 THEN 'b2b' ELSE 'b2c' END,
                b.ids[1 + (g / 7) % 3],
                m.mids[1 + (g * 31) % array_length(m.ids, 1)],
                m.ids[1 + (g * 31) % array_length(m.ids, 1)],
                fld,
                CASE fld WHEN 'delivery_time' THEN '"2_weeks"'::jsonb WHEN 'available' THEN 'false'::jsonb WHEN 'confirmed' THEN 'false'::jsonb
                         WHEN 'factory_delivery_cents' THEN to_jsonb(69000 + (g % 5) * 1000) ELSE to_jsonb(g % 2000) END,
                CASE fld WHEN 'delivery_time' THEN '"4_to_6_weeks"'::jsonb WHEN 'available' THEN 'true'::jsonb WHEN 'confirmed' THEN 'true'::jsonb
                         WHEN 'factory_delivery_cents' THEN to_jsonb(79000 + (g % 5) * 1000) ELSE to_jsonb((g * 7) % 2000) END,
                CASE WHEN g % 3 = 0 THEN a.id ELSE md5('admin-bench-dealer-user-' || (g % 60))::uuid::text END,
                CASE WHEN g % 3 = 0 THEN 'Admin' ELSE 'Dealer' END,
                d.ids[1 + g % array_length(d.ids, 1)]::text,
                CASE WHEN g % 10 = 0 THEN 'op-' || (g / 1000) END,
                NULL, NULL,
                timestamptz '2025-11-21 00:00:00+00' + g * interval '31.536 seconds'
           FROM generate_series($1::int, $2::int) g, m, d, b, a, f,
                LATERAL (SELECT f.names[1 + g % 8] AS fld) x
         ON CONFLICT (event_id, seq) DO NOTHING`,
        [from, to],
      );
      log(`  … ${to.toLocaleString('en')}`);
    }
    log(`audit entries written in ${((Date.now() - started) / 1000).toFixed(1)} s; analysing…`);
    await pool.query('VACUUM (ANALYZE) dealer_discount_history');
  }
  const total = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM dealer_discount_history')).rows[0].n;
  log(`dealer_discount_history holds ${total.toLocaleString('en')} entries`);
}

/** Brands with at least three dealers, their banks and groups, with and without series and dealer choice, pages 1–3. */
async function comparisonPaths(pool: Pool): Promise<string[]> {
  const scopes = await pool.query<{ manufacturer_id: string; bank_id: string; dealers: string[]; series: string[] }>(
    `SELECT r.manufacturer_id, r.bank_id, array_agg(DISTINCT r.dealer_id::text) AS dealers,
            (SELECT array_agg(cs.id::text ORDER BY cs.name) FROM car_series cs WHERE cs.manufacturer_id = r.manufacturer_id) AS series
       FROM discount_comparison_rows r GROUP BY r.manufacturer_id, r.bank_id HAVING count(DISTINCT r.dealer_id) >= 3`,
  );
  const paths: string[] = [];
  for (const s of scopes.rows) {
    for (const group of ['b2b', 'b2c']) {
      const main = `/api/v1/comparison?manufacturer_id=${s.manufacturer_id}&bank_id=${s.bank_id}&customer_group=${group}`;
      paths.push(main, `${main}&page=2`, `${main}&dealer_ids=${s.dealers.slice(0, 3).join(',')}`, `${main}&dealer_ids=${s.dealers.slice(-3).join(',')}&page=3`);
      for (const series of (s.series ?? []).slice(0, 3)) paths.push(`${main}&car_series_id=${series}&dealer_ids=${s.dealers.slice(0, 3).join(',')}`);
    }
  }
  if (!paths.length) throw new Error('no brand with three dealers in the comparison read model');
  return paths;
}

/** The explorer's filters alone and combined, first pages and deep ones. */
async function auditPaths(pool: Pool): Promise<string[]> {
  const dealers = (await pool.query<{ id: string }>('SELECT id FROM dealers ORDER BY id LIMIT 8')).rows.map((r) => r.id);
  const admin = (await pool.query<{ id: string }>(`SELECT id FROM users WHERE role = 'Admin' ORDER BY email LIMIT 1`)).rows[0].id;
  const brands = (await pool.query<{ id: string }>('SELECT id FROM manufacturers ORDER BY id LIMIT 6')).rows.map((r) => r.id);
  const banks = (await pool.query<{ id: string }>('SELECT id FROM banks ORDER BY name LIMIT 3')).rows.map((r) => r.id);
  const models = (await pool.query<{ id: string }>('SELECT id FROM car_models ORDER BY id LIMIT 6')).rows.map((r) => r.id);
  const day = (offsetDays: number) => new Date(AUDIT_START + offsetDays * 86_400_000).toISOString();
  const filters = [
    '',
    ...dealers.map((d) => `dealer_id=${d}`),
    `user_id=${admin}`,
    ...brands.map((b) => `manufacturer_id=${b}`),
    ...banks.map((b) => `bank_id=${b}`),
    'customer_group=b2c',
    ...models.map((m) => `car_model_id=${m}`),
    'field=base_discount',
    'field=delivery_time',
    `from=${encodeURIComponent(day(100))}&to=${encodeURIComponent(day(107))}`,
    `dealer_id=${dealers[0]}&field=base_discount`,
    `user_id=${admin}&manufacturer_id=${brands[0]}`,
    `manufacturer_id=${brands[1]}&bank_id=${banks[0]}&customer_group=b2b`,
    `dealer_id=${dealers[1]}&from=${encodeURIComponent(day(200))}&to=${encodeURIComponent(day(260))}`,
  ];
  const paths: string[] = [];
  for (const filter of filters) for (const page of [1, 2, 5, 20]) paths.push(`/api/v1/admin/discount_audit?${filter}${filter ? '&' : ''}page=${page}`);
  return paths;
}

/** The first `count` bench entries by time, streamed to the end; the api's RSS sampled meanwhile. */
async function measureExport(base: string, token: string, pid: number, count: number): Promise<ExportFigures> {
  const from = new Date(AUDIT_START).toISOString();
  const to = new Date(AUDIT_START + count * AUDIT_STEP_MS).toISOString();
  const rssBefore = rssMb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}/api/v1/admin/discount_audit.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssMb(pid));
  const entries = lines - 1;
  log(`export: ${entries.toLocaleString('en')} entries, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s`);
  return {
    entries,
    bytes,
    seconds,
    rssBeforeMb: rssBefore,
    rssPeakMb: peak,
    rssGrowthMb: peak - rssBefore,
    goalSeconds: 10,
    met: entries === count && seconds <= 10,
  };
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
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
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections: workload.connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', setupRequest: (req: object) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  log(`${workload.name}: ${result.requests.total} requests over ${paths.length} distinct URLs`);
  return loadFigures(workload, latencies, result, seconds);
}

function startApi(databaseUrl: string, port: number, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'services/api/dist/main.js')], {
    env: benchChildEnv(databaseUrl, { PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code) => code !== 0 && code !== null && log(`api exited with ${code}`));
  return child;
}

function printTable(results: Figures[], exports: ExportFigures[], loadBefore: number[], loadAfter: number[]): void {
  const rows = [
    [...LOAD_HEADERS, 'errors', 'goal', 'met?'],
    ...results.map((r) => [
      ...loadCells(r),
      String(r.errors + r.non2xx),
      `p95 ≤ ${r.goalP95Ms} ms`,
      r.met ? 'yes' : 'NO',
    ]),
  ];
  printAligned(rows);
  for (const exported of exports) {
    console.log(
      `CSV export ${exported.entries.toLocaleString('en')} entries (${(exported.bytes / 1e6).toFixed(1)} MB): ${exported.seconds.toFixed(2)} s ` +
        `${Number.isNaN(exported.goalSeconds) ? '(memory check only)' : `(goal ≤ ${exported.goalSeconds} s: ${exported.met ? 'yes' : 'NO'})`}; ` +
        `api RSS ${exported.rssBeforeMb.toFixed(0)} MB before, peak ${exported.rssPeakMb.toFixed(0)} MB during (+${exported.rssGrowthMb.toFixed(0)} MB)`,
    );
  }
  console.log(`the memory checks (no goal) ran against an api with --max-old-space-size=${EXPORT_HEAP_MB}`);
  console.log(`load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(JSON.stringify({ bench: 'admin', durationSeconds: DURATION_S, auditEntries: AUDIT_ENTRIES, results, exports, exportHeapMb: EXPORT_HEAP_MB }));
}

function log(message: string): void {
  process.stderr.write(`[admin bench] ${message}\n`);
}

main().catch((error: unknown) => {
  console.error((error as Error).stack ?? error);
  process.exit(1);
});
