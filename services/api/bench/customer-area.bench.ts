/**
 * Customer area benchmark (issue 6): dashboard and deal list p95 ≤ 30 ms for a customer with 50
 * deals while the projections ingest 500 deal events per second. The real, built api
 * (`services/api/dist/main.js`) and the projections process (`projections/dist/cli.js run`) run
 * in their own processes; autocannon loads the api over HTTP from this process, and a writer in
 * a fourth process (this file forked with `writer`, so its appends take no time from autocannon's
 * clock) appends deal events to the event store at 500 events/s (single-event appends, not waiting
 * for each other, every 10 ms as many as the rate owes so far, over 200 deals of other customers
 * and, one in ten, the bench customer's own deals, so the read models under test change while
 * they are read). Run: `npm run bench -- customer-area`.
 * BENCH_CHILD_NODE_ARGS passes node options to the api and projections (e.g. `--cpu-prof`),
 * BENCH_API_MAIN / BENCH_PROJECTIONS_CLI run another build, to compare two builds back to back.
 * The database autoleasing_bench_customer_area is created and seeded (tiny catalogue) once.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { CUSTOMER_STATES, type ProcessCustomerState } from '@autoleasing/contracts';
import { dealStreamId, type DealEvent } from '@autoleasing/domain';
import { createPgPool, createPostgresEventStore, type EventStore, EventTypeRegistry, generateDemoData, loadSecondFactorKey, loadPgTimeouts, migrate } from '@autoleasing/infra';
import { TABLE_OWNERS } from '@autoleasing/projections';
import { finalOfferTerms } from '@autoleasing/projections/testing/final-offer-terms';
import type { Pool } from 'pg';
import { registerDealEvents } from '../src/modules/checkout/deal-event-types';
import { autocannon, benchChildEnv, benchDatabaseUrl, CHILD_NODE_ARGS, cpuMsOf, freePort, LOAD_HEADERS, loadCells, login, printAligned, ROOT, stopProcess, waitHealthy } from './bench-kit';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 500);
/** One customer's browser (1) and a crowd on the same customer's data (10). */
const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const CUSTOMER_DEALS = 50;
const OTHER_DEALS = 200;
const BENCH_CUSTOMER = 'privat@autoleasing.example';
const OTHER_CUSTOMER = 'gewerbe@autoleasing.example';
const GOAL_P95_MS = 30;

const OFFER = finalOfferTerms();

/** The bench customer's deals end in these states: every group of spec 4.1 and open checkouts. */
const TARGETS: ProcessCustomerState[] = ['car_configured', 'documents_uploaded', 'checkout_completed', 'contract_prepared', 'customer_confirmed', 'delivery_time_updated', 'car_registered', 'car_picked_up'];

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl('autoleasing_bench_customer_area');
  log(`database ${new URL(databaseUrl).pathname.slice(1)}`);
  await migrate(databaseUrl, TABLE_OWNERS);
  // Seeding the bench data is a bulk job: the worker's statement limit, not the api's.
  const pool = createPgPool(databaseUrl, 12, loadPgTimeouts(process.env, 'worker'));
  const registry = new EventTypeRegistry();
  registerDealEvents(registry);
  const store = createPostgresEventStore({ pool, registry });
  let api: ChildProcess | undefined;
  let projections: ChildProcess | undefined;
  try {
    const { customerId, otherId, cars } = await ensureData(pool);
    const ownDeals = await ensureDeals(pool, store, customerId, CUSTOMER_DEALS, cars, 'bench-own');
    const otherDeals = await ensureDeals(pool, store, otherId, OTHER_DEALS, cars, 'bench-other');
    // The bench server runs with autovacuum off: without this, the dead card versions of earlier
    // runs (every event rewrites its card) pile up and every run reads more of them than the last.
    await pool.query('VACUUM (ANALYZE) customer_deal_cards, customer_dashboard, customer_notifications, sessions');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    projections = startProcess(process.env.BENCH_PROJECTIONS_CLI ?? path.join(ROOT, 'projections/dist/cli.js'), ['run'], databaseUrl, {});
    api = startProcess(process.env.BENCH_API_MAIN ?? path.join(ROOT, 'services/api/dist/main.js'), [], databaseUrl, { PORT: String(port), HOST: '127.0.0.1' });
    await waitHealthy(base, api);
    const token = await login(base, BENCH_CUSTOMER);
    await waitCaughtUp(base, token, ownDeals.length);
    log(`api on ${base}, projections caught up; the customer has ${ownDeals.length} deals`);

    const workloads = [
      { name: 'GET customer_area/dashboard', path: '/api/v1/customer_area/dashboard' },
      { name: 'GET customer_area/deals (all 50)', path: '/api/v1/customer_area/deals?group=all' },
      { name: 'GET customer_area/deals?group=waiting_for_delivery', path: '/api/v1/customer_area/deals?group=waiting_for_delivery' },
    ];
    const loadBefore = loadavg();
    const results: Figures[] = [];
    for (const workload of workloads) {
      for (const connections of CONNECTION_LEVELS) {
        const writer = startWriterProcess(databaseUrl, ownDeals, otherDeals);
        let ingest: WriterStats;
        try {
          await run(base, token, workload.path, WARMUP_S, connections);
          const cpuBefore = cpuMsOf([api.pid]);
          const figures = await run(base, token, workload.path, DURATION_S, connections);
          const apiCpuMsPerRequest = (cpuMsOf([api.pid]) - cpuBefore) / Math.max(1, figures.requests);
          ingest = await writer.stop();
          results.push({ name: workload.name, connections, ...figures, apiCpuMsPerRequest, eventsPerSecond: ingest.rate, writerErrors: ingest.errors });
        } finally {
          await writer.kill();
        }
        results[results.length - 1].catchUpMs = await catchUpMs(pool, BigInt(ingest.lastPosition));
      }
    }
    printTable(results, loadBefore, loadavg());
  } finally {
    await stopProcess(api);
    await stopProcess(projections);
    await store.close();
    await pool.end();
  }
}

interface Figures {
  name: string;
  connections: number;
  requests: number;
  errors: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  rps: number;
  eventsPerSecond?: number;
  writerErrors?: number;
  /** After the writer stopped: until the customer-area projection had the last event. */
  catchUpMs?: number;
  /** CPU time (user + system) the api process spent per request: unlike latency, hardly moved by other load on the machine. */
  apiCpuMsPerRequest?: number;
}

interface WriterStats {
  rate: number;
  errors: number;
  /** The highest global position appended (a string: IPC carries no bigint). */
  lastPosition: string;
}

/** The writer in its own process (this file with `writer`): stop() answers its figures. */
function startWriterProcess(databaseUrl: string, ownDeals: string[], otherDeals: string[]) {
  const child = fork(__filename, ['writer'], { env: { ...process.env, BENCH_WRITER_DATABASE_URL: databaseUrl }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.send({ ownDeals, otherDeals });
  return {
    stop: () =>
      new Promise<WriterStats>((resolve, reject) => {
        child.once('message', (stats) => resolve(stats as WriterStats));
        child.once('exit', (code) => reject(new Error(`bench writer exited with ${code}`)));
        child.send('stop');
      }),
    kill: () => stopProcess(child),
  };
}

/** The writer process: appends until the parent says stop, then reports and exits. */
async function writerMain(): Promise<void> {
  const { ownDeals, otherDeals } = await new Promise<{ ownDeals: string[]; otherDeals: string[] }>((resolve) => process.once('message', (m) => resolve(m as never)));
  const pool = createPgPool(process.env.BENCH_WRITER_DATABASE_URL as string, 8);
  const registry = new EventTypeRegistry();
  registerDealEvents(registry);
  const store = createPostgresEventStore({ pool, registry });
  const writer = startWriter(store, ownDeals, otherDeals);
  await new Promise((resolve) => process.on('message', (m) => m === 'stop' && resolve(undefined)));
  await writer.stop();
  const stats = writer.stats();
  await store.close();
  await pool.end();
  process.send?.({ rate: stats.rate, errors: stats.errors, lastPosition: String(writer.lastPosition()) } satisfies WriterStats, () => process.exit(0));
}

/**
 * Appends deal events at EVENTS_PER_SECOND, single-event appends to distinct deals: every 10 ms as
 * many as the rate owes since the start (a late timer under load catches up instead of lowering
 * the rate), not waiting for each other, up to 200 in flight.
 */
function startWriter(store: EventStore, ownDeals: string[], otherDeals: string[]) {
  let appended = 0;
  let errors = 0;
  let lastPosition = 0n;
  let issued = 0;
  const inFlight = new Set<Promise<void>>();
  const started = Date.now();
  const timer = setInterval(() => {
    const owed = Math.floor(((Date.now() - started) / 1000) * EVENTS_PER_SECOND);
    while (issued < owed && inFlight.size < 200) {
      const n = issued++;
      const dealId = n % 10 === 0 ? ownDeals[(n / 10) % ownDeals.length] : otherDeals[n % otherDeals.length];
      const event: DealEvent = { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 0, downpaymentCents: 100000 + (n % 50) * 1000, changedAt: new Date().toISOString() } };
      const append: Promise<void> = store.append(dealStreamId(dealId), [newEvent(event, 'Customer')], { expectedRevision: 'any' }).then(
        ({ position }) => {
          appended++;
          if (position > lastPosition) lastPosition = position;
        },
        (error: Error) => {
          if (errors++ === 0) log(`writer: ${error.message}`);
        },
      );
      inFlight.add(append);
      void append.finally(() => inFlight.delete(append));
    }
  }, 10);
  return {
    stats: () => ({ rate: appended / ((Date.now() - started) / 1000), errors }),
    lastPosition: () => lastPosition,
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

function newEvent(event: DealEvent, role: 'Customer' | 'Admin') {
  const id = randomUUID();
  return { id, type: event.type, data: event.data, metadata: { actor: { userId: randomUUID(), role }, correlationId: id, causationId: id, occurredAt: new Date().toISOString() } };
}

async function catchUpMs(pool: Pool, head: bigint): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const { rows } = await pool.query<{ position: string }>("SELECT position::text FROM projection_checkpoints WHERE name = 'customer-area'");
    if (rows[0] && BigInt(rows[0].position) >= head) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

async function run(base: string, token: string, urlPath: string, seconds: number, connections: number): Promise<Omit<Figures, 'name' | 'connections'>> {
  const latencies: number[] = [];
  const instance = autocannon({ url: base + urlPath, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { requests: result.requests.total, errors: result.errors + result.non2xx, medianMs: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), rps: result.requests.total / (result.duration || seconds) };
}

async function ensureData(pool: Pool): Promise<{ customerId: string; otherId: string; cars: { specId: string; modelId: string }[] }> {
  const users = async () => (await pool.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE email = ANY($1)', [[BENCH_CUSTOMER, OTHER_CUSTOMER]])).rows;
  if ((await users()).length < 2) {
    log('seeding demo data (once)…');
    await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
  }
  const rows = await users();
  const cars = (await pool.query<{ specId: string; modelId: string }>('SELECT id AS "specId", car_model_id AS "modelId" FROM offer_prices ORDER BY id LIMIT 20')).rows;
  return { customerId: rows.find((r) => r.email === BENCH_CUSTOMER)!.id, otherId: rows.find((r) => r.email === OTHER_CUSTOMER)!.id, cars };
}

/** `count` deals of the customer, created once (marked by their finalOfferId prefix in the event data). */
async function ensureDeals(pool: Pool, store: EventStore, customerId: string, count: number, cars: { specId: string; modelId: string }[], tag: string): Promise<string[]> {
  const { rows } = await pool.query<{ deal_id: string }>(
    `SELECT data->>'dealId' AS deal_id FROM events WHERE type = 'DealCreated' AND data->>'customerId' = $1 AND metadata->>'correlationId' LIKE $2 ORDER BY sequence`,
    [customerId, `${tag}-%`],
  );
  const ids = rows.map((r) => r.deal_id);
  for (let i = ids.length; i < count; i++) {
    const dealId = randomUUID();
    const car = cars[i % cars.length];
    const target = TARGETS[i % TARGETS.length];
    const at = new Date().toISOString();
    const events: DealEvent[] = [
      { type: 'DealCreated', data: { dealId, customerId, customerGroup: 'b2c', carSpecId: car.specId, carModelId: car.modelId, finalOfferId: randomUUID(), offer: OFFER, financeOptions: 'monthly', deliveryTime: '2_to_3_months', createdAt: at } },
    ];
    const path = CUSTOMER_STATES.slice(0, CUSTOMER_STATES.indexOf(target) + 1).filter((s) => s !== 'company_details_completed');
    for (let s = 1; s < path.length; s++) {
      const actor = { userId: customerId, role: (CUSTOMER_STATES.indexOf(path[s]) > CUSTOMER_STATES.indexOf('checkout_completed') ? 'Admin' : 'Customer') as 'Admin' | 'Customer' };
      events.push({ type: 'DealCustomerStateChanged', data: { dealId, from: path[s - 1], to: path[s], trigger: 'bench', actor, changedAt: at } });
    }
    const correlationId = `${tag}-${dealId}`;
    await store.append(
      dealStreamId(dealId),
      events.map((e) => ({ ...newEvent(e, 'Customer'), metadata: { actor: { userId: customerId, role: 'Customer' as const }, correlationId, causationId: correlationId, occurredAt: at } })),
      { expectedRevision: 'no_stream' },
    );
    ids.push(dealId);
  }
  return ids.slice(0, count);
}

async function waitCaughtUp(base: string, token: string, deals: number): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const response = await fetch(`${base}/api/v1/customer_area/deals?group=all`, { headers: { authorization: `Bearer ${token}` } });
    if (response.ok && ((await response.json()) as { deals: unknown[] }).deals.length >= deals) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the customer-area projection did not catch up within 120 s');
}


function startProcess(script: string, args: string[], databaseUrl: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...CHILD_NODE_ARGS, script, ...args], {
    env: benchChildEnv(databaseUrl, env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function printTable(results: Figures[], loadBefore: number[], loadAfter: number[]): void {
  const rows = [
    [...LOAD_HEADERS, 'api CPU ms/req', 'errors', 'ingest ev/s', 'catch-up ms', `p95 ≤ ${GOAL_P95_MS} ms?`],
    ...results.map((r) => [
      ...loadCells(r),
      (r.apiCpuMsPerRequest ?? NaN).toFixed(2),
      String(r.errors + (r.writerErrors ?? 0)),
      (r.eventsPerSecond ?? 0).toFixed(0),
      String(r.catchUpMs ?? ''),
      r.p95Ms <= GOAL_P95_MS && r.errors === 0 ? 'yes' : 'NO',
    ]),
  ];
  printAligned(rows);
  console.log(`${DURATION_S} s per workload and connection level; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(JSON.stringify({ bench: 'customer-area', durationSeconds: DURATION_S, targetEventsPerSecond: EVENTS_PER_SECOND, results, allMet: results.every((r) => r.p95Ms <= GOAL_P95_MS && r.errors === 0) }));
}

function log(message: string): void {
  process.stderr.write(`[customer-area bench] ${message}\n`);
}

(process.argv[2] === 'writer' ? writerMain() : main()).catch((error: unknown) => {
  console.error((error as Error).stack ?? error);
  process.exit(1);
});
