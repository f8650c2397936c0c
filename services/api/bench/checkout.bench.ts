/**
 * Checkout benchmark (issue 5): a checkout step command from request to the projections having
 * caught up, with 20 concurrent customers. The built api (`services/api/dist/main.js`) and the
 * projections process (`projections/dist/cli.js run`) each run in their own process, as in
 * production; this process plays the customers over HTTP (autocannon). Run: `npm run bench -- checkout`.
 *
 * Every customer loops through the private checkout of a fresh deal: configure car, personal
 * details, credit check, documents (the two the bank needs — identity and proof of income — each
 * signed, uploaded and attached), documents step, extras (one extra), payment choice, and the
 * order with the accepted AGB/Widerrufsbelehrung, whose answer must carry its order number
 * (issue 17: the order rules the server stands behind). Signature and upload requests are shown
 * per step but are not commands, so they stay out of the step commands' figures. A step's
 * answer is built from the deals read model after the api waited for the deals projection
 * (read-your-own-writes), and the bench checks it shows the step's result: an answer that does
 * not (projection behind) counts as an error, so the latency measured is request → caught up.
 * Goal: p95 ≤ 50 ms over all step commands. Prints a table and one JSON line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ORDER_NUMBER_PATTERN, TERMS_VERSIONS } from '@autoleasing/contracts';
import { createPgPool, generateDemoData, loadSecondFactorKey, loadPgTimeouts, migrate } from '@autoleasing/infra';
import { catchUpOfferPrices, TABLE_OWNERS } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { autocannon, benchChildEnv, benchDatabaseUrl, CHILD_NODE_ARGS, freePort, login, printAligned, ROOT, startCpuAccount, startMachineAccount, stopProcess, waitHealthy } from './bench-kit';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const GOAL_P95_MS = 50;

interface Sample {
  step: string;
  ms: number;
  ok: boolean;
}

const PERSONAL = {
  salutation: 'ms',
  first_name: 'Bench',
  last_name: 'Kundin',
  birthday: '12.08.1984',
  phone: '+49 30 1234567',
  street: 'Unter den Linden',
  house_number: '5',
  postal_code: '10117',
  city: 'Berlin',
  lived_since: '01.04.2019',
};
const BANKING = { iban: 'DE89370400440532013000', account_holder: 'Bench Kundin', employment_type: 'employee', employed_since: '01.01.2015', monthly_income: 3850 };

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl('autoleasing_bench_checkout');
  log(`database ${new URL(databaseUrl).pathname.slice(1)}`);
  await migrate(databaseUrl, TABLE_OWNERS);
  // Seeding the bench data is a bulk job: the worker's statement limit, not the api's.
  const pool = createPgPool(databaseUrl, 4, loadPgTimeouts(process.env, 'worker'));
  let api: ChildProcess | undefined;
  let projections: ChildProcess | undefined;
  try {
    await ensureData(pool);
    const offers = await benchOffers(pool);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_PROJECTIONS_CLI / BENCH_API_MAIN: another build to compare with, back to back.
    projections = startProcess(process.env.BENCH_PROJECTIONS_CLI ?? path.join(ROOT, 'projections/dist/cli.js'), ['run'], databaseUrl, {});
    api = startProcess(process.env.BENCH_API_MAIN ?? path.join(ROOT, 'services/api/dist/main.js'), [], databaseUrl, {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The bench's customers check out hundreds of times a day in a database kept between runs.
      UPLOAD_DAILY_MAX_FILES: '100000000',
      UPLOAD_DAILY_MAX_BYTES: String(1024 ** 4),
    });
    await waitHealthy(base, api);
    log(`api on ${base}, projections running; ${CUSTOMERS} customers, ${offers.length} offers`);
    const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => login(base, customerEmail(i))));
    const customers = await Promise.all(tokens.map((token) => customerOf(base, token)));

    await runCheckouts(base, customers, offers, WARMUP_S);
    const loadBefore = loadavg();
    const cpu = await startCpuAccount(pool, { api: [api.pid ?? 0], projections: [projections.pid ?? 0] });
    const machine = startMachineAccount();
    const samples = await runCheckouts(base, customers, offers, DURATION_S);
    const cpuPerCommand = await cpu(samples.length);
    printTable(samples, loadBefore, loadavg(), cpuPerCommand, machine());
  } finally {
    await stopProcess(api);
    await stopProcess(projections);
    await pool.end();
  }
}

interface Customer {
  token: string;
  id: string;
}

/** What one autocannon connection knows of the checkout it is playing (reset at each new deal). */
interface CheckoutContext {
  customer?: Customer;
  deal?: string;
  started?: number;
  failed?: boolean;
  /** The upload target of the document being uploaded (from the signature step). */
  upload?: { postEndpoint: string; signature: Record<string, string> };
}

interface Step {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: (deal: string, customer: Customer, context: CheckoutContext) => string;
  body: (deal: string, context: CheckoutContext) => object | string;
  check: (status: number, body: Record<string, unknown>, context: CheckoutContext) => boolean;
  /** Not JSON (the multipart upload). */
  contentType?: (context: CheckoutContext) => string;
  /** Not a command of the deal (signature, upload): shown, but outside the step commands' figures. */
  support?: boolean;
}

/** The smallest file the upload's content check accepts (PDF magic bytes). */
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const BOUNDARY = `bench${randomUUID().replace(/-/g, '')}`;

/**
 * One required document as the browser adds it: a signed upload target, the multipart post to
 * it (the signature's fields, then the file), and attaching the upload to the deal.
 */
function documentSteps(attachmentType: 'identity_card' | 'proof_of_income'): Step[] {
  return [
    {
      name: 'upload: signature',
      support: true,
      method: 'POST',
      path: () => '/api/v1/s3_signature',
      body: (_, context) => ({
        filePath: `${attachmentType}.pdf`,
        contentType: 'application/pdf',
        s3_base_key: `customers/${context.customer?.id}`,
        checkout_uploader: true,
        encoded_filename: `${attachmentType}.pdf`,
      }),
      check: (status, b, context) => {
        context.upload = b as unknown as CheckoutContext['upload'];
        return status === 200 && typeof b.postEndpoint === 'string';
      },
    },
    {
      name: 'upload: file',
      support: true,
      method: 'POST',
      path: (_, __, context) => new URL(context.upload?.postEndpoint ?? '/', 'http://x').pathname,
      body: (_, context) => multipart(context.upload?.signature ?? {}),
      contentType: () => `multipart/form-data; boundary=${BOUNDARY}`,
      check: (status) => status === 201,
    },
    {
      name: `attach ${attachmentType}`,
      method: 'POST',
      path: (deal) => `/api/v1/checkout/deals/${deal}/attached_documents`,
      body: (_, context) => ({ attachment_type: attachmentType, s3_key: context.upload?.signature.key, contentType: 'application/pdf' }),
      check: (status, b) => status === 201 && b.attachment_type === attachmentType,
    },
  ];
}

function multipart(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="upload.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n`;
  return `${parts.join('')}${file}--${BOUNDARY}--\r\n`;
}

/** A step the customer completes by naming the next customer_state (the answer shows it). */
function statusUpdate(state: string, extra: object = {}, check: (b: Record<string, unknown>) => boolean = () => true): Step {
  return {
    name: `status_update ${state}`,
    method: 'POST',
    path: (deal) => `/api/v1/checkout/deals/${deal}/status_update`,
    body: () => ({ customer_state: state, ...extra }),
    check: (status, b) => status === 200 && b.customer_state === state && check(b),
  };
}

const STEPS: Step[] = [
  statusUpdate('car_configured'),
  {
    name: 'personal details',
    method: 'PATCH',
    path: (_, customer) => `/api/v1/checkout/customer/${customer.id}/private_personal_details`,
    body: (deal) => ({ ...PERSONAL, deal_id: deal }),
    check: (status, b) => status === 200 && stateOf(b) === 'personal_details_completed',
  },
  {
    name: 'credit check details',
    method: 'PATCH',
    path: (_, customer) => `/api/v1/checkout/customer/${customer.id}/private_banking_details`,
    body: (deal) => ({ ...BANKING, deal_id: deal }),
    check: (status, b) => status === 200 && stateOf(b) === 'self_assessment_completed',
  },
  ...documentSteps('identity_card'),
  ...documentSteps('proof_of_income'),
  statusUpdate('documents_uploaded'),
  {
    name: 'extras: select delivery',
    method: 'PATCH',
    path: (deal) => `/api/v1/checkout/deals/${deal}/final_offer_extras`,
    body: () => ({ extra_id: 'delivery' }),
    check: (status, b) => status === 200 && (b.extras as { selected: boolean }[])?.[0]?.selected === true,
  },
  {
    // Spec 4.3: an Anzahlung is paid by direct debit with the first rate (no card reservation).
    name: 'payment choice',
    method: 'PATCH',
    path: (deal) => `/api/v1/checkout/deals/${deal}`,
    body: () => ({ finance_selection: 'monthly' }),
    check: (status, b) => status === 200 && b.finance_selection === 'monthly',
  },
  // The order completion: the accepted legal texts go with it, the answer carries the order number.
  statusUpdate('checkout_completed', { agb_version: TERMS_VERSIONS.agb, withdrawal_version: TERMS_VERSIONS.withdrawal }, (b) =>
    ORDER_NUMBER_PATTERN.test(String(b.order_number)),
  ),
];

/**
 * The customers for `seconds`: autocannon with one keep-alive connection per customer, each
 * looping through the private checkout of a fresh deal (create, then STEPS), each request sent
 * when the answer to the one before came and was checked. A connection takes a free customer for
 * each deal and gives it back when the deal is done or a step failed (then it starts a new deal).
 * autocannon's client costs this process less CPU per request than node:http (the two cores are
 * shared with the api and the database under test).
 */
async function runCheckouts(base: string, customers: Customer[], offers: string[], seconds: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const free = [...customers];
  let recording = true;
  let offer = 0;
  const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  /** The connection's customer is free again (its deal is done, or a step failed). */
  const release = (context: CheckoutContext) => {
    if (context.customer) free.push(context.customer);
    context.customer = undefined;
  };
  /** One answer: its latency and whether its check passed; a failed step ends the deal. */
  const record = (context: CheckoutContext, step: string, ok: boolean, status: number, text: string) => {
    if (recording) samples.push({ step, ms: performance.now() - (context.started ?? NaN), ok });
    if (!ok) {
      if (process.env.BENCH_VERBOSE) log(`${step}: ${status} ${text.slice(0, 300)}`);
      context.failed = true;
      release(context);
    }
    return ok;
  };
  const parse = (body: string): Record<string, unknown> => {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return {}; // Not JSON: the step's check fails on the empty body.
    }
  };
  const create = {
    method: 'POST',
    path: '/api/v1/checkout/deals',
    setupRequest: (request: Record<string, unknown>, context: CheckoutContext) => {
      context.customer = free.pop();
      if (!context.customer) throw new Error('more connections than customers');
      const body = { deal_props: { car_spec_id: offers[offer++ % offers.length], months: 36, km_per_year: 10000, delivery_option: 'by_home' }, force_create: true };
      context.started = performance.now();
      return { ...request, headers: json(context.customer.token), body: JSON.stringify(body) };
    },
    onResponse: (status: number, text: string, context: CheckoutContext) => {
      const body = parse(text);
      if (record(context, 'create deal', status === 201 && body.customer_state === 'inquired', status, text)) context.deal = body.id as string;
    },
  };
  const steps = STEPS.map((step, i) => ({
    method: step.method,
    path: '/',
    // Falsy after a failed step: autocannon starts over with a new deal.
    setupRequest: (request: Record<string, unknown>, context: CheckoutContext) => {
      if (context.failed || !context.deal || !context.customer) return null;
      context.started = performance.now();
      const body = step.body(context.deal, context);
      const headers = { ...json(context.customer.token), ...(step.contentType ? { 'content-type': step.contentType(context) } : {}) };
      return { ...request, path: step.path(context.deal, context.customer, context), headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
    },
    onResponse: (status: number, text: string, context: CheckoutContext) => {
      if (record(context, step.name, step.check(status, parse(text), context), status, text) && i === STEPS.length - 1) release(context);
    },
  }));
  await autocannon({ url: base, connections: customers.length, pipelining: 1, duration: seconds, requests: [create, ...steps] });
  recording = false;
  return samples;
}

function stateOf(body: Record<string, unknown>): unknown {
  return (body.deal as { customer_state?: string } | null)?.customer_state;
}

/** The customer behind a token (before the run; its id is in the details steps' paths). */
async function customerOf(base: string, token: string): Promise<Customer> {
  const response = await fetch(`${base}/api/v1/checkout/customer`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/v1/checkout/customer: ${response.status}`);
  return { token, id: ((await response.json()) as { id: string }).id };
}

/**
 * This run's customers: new accounts each run, as a customer's uploads of the day count against
 * the upload quota (which the bench lifts). With the same 20 accounts every run, each run's 2,000
 * uploads piled up on them and the quota queries summed all of the day's earlier runs (2.8 ms a
 * check after 20 runs): each run was slower than the one before.
 */
const RUN = randomUUID().slice(0, 8);
const customerEmail = (i: number) => `bench-checkout-${RUN}-${i}@autoleasing.example`;

/** Demo catalogue and users once; the bench customers copy the demo customer's password hash. */
async function ensureData(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ n: string; priced: string }>('SELECT (SELECT count(*) FROM car_specs) AS n, (SELECT count(*) FROM offer_prices) AS priced');
  // Data seeded before issue 16 has no discount events: seed again (upserts) to import them.
  if (Number(rows[0].n) === 0 || Number(rows[0].priced) === 0) {
    log('seeding demo data (once)…');
    await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
  }
  // Orderable offers are the listed ones: priced by the offer-prices projection from the discount events.
  await catchUpOfferPrices({ pool });
  // The bench server runs with autovacuum off (a production database is vacuumed): without this,
  // every run reads past the dead versions of the deals, cards and documents of all runs before it.
  await pool.query('VACUUM (ANALYZE) deals, customer_deal_cards, documents, document_upload_targets, event_streams, deal_mail_deals, customer_dashboard');
  for (let i = 0; i < CUSTOMERS; i++) {
    await pool.query(
      `INSERT INTO users (id, email, password_hash, role, customer_group, first_name, last_name, email_verified_at, accepted_tnc_at)
       SELECT gen_random_uuid(), $1, password_hash, 'Customer', 'b2c', 'Bench', $2, now(), now() FROM users WHERE email = 'privat@autoleasing.example'
       ON CONFLICT DO NOTHING`,
      [customerEmail(i), `Kunde ${i}`],
    );
  }
}

async function benchOffers(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT s.id FROM car_specs s JOIN offer_prices p ON p.id = s.id JOIN lease_terms t ON t.car_spec_id = s.id AND t.months = 36 AND t.km_per_year = 10000
      WHERE s.customer_groups <> 'b2b' AND s.delivery_by_home_cents IS NOT NULL ORDER BY s.id LIMIT 50`,
  );
  if (rows.length === 0) throw new Error('no b2c offer with home delivery');
  return rows.map((r) => r.id);
}

function startProcess(script: string, args: string[], databaseUrl: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...CHILD_NODE_ARGS, script, ...args], {
    env: benchChildEnv(databaseUrl, env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Figures {
  step: string;
  requests: number;
  errors: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
}

function figures(step: string, samples: Sample[]): Figures {
  const ms = samples.filter((s) => s.ok).map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? NaN;
  return { step, requests: samples.length, errors: samples.filter((s) => !s.ok).length, medianMs: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

function printTable(
  samples: Sample[],
  loadBefore: number[],
  loadAfter: number[],
  cpuPerCommand: Record<string, number>,
  machine: { idlePct: number; stealPct: number } | undefined,
): void {
  const names = [...new Set(samples.map((s) => s.step))];
  const perStep = names.map((name) => figures(name, samples.filter((s) => s.step === name)));
  const support = new Set(STEPS.filter((s) => s.support).map((s) => s.name));
  const steps = figures('ALL STEP COMMANDS', samples.filter((s) => s.step !== 'create deal' && !support.has(s.step)));
  const rows = [
    ['command (request → projection caught up)', 'requests', 'errors', 'median ms', 'p95 ms', 'p99 ms'],
    ...[...perStep, steps].map((f) => [f.step, String(f.requests), String(f.errors), f.medianMs.toFixed(1), f.p95Ms.toFixed(1), f.p99Ms.toFixed(1)]),
  ];
  printAligned(rows);
  const met = steps.errors === 0 && steps.p95Ms <= GOAL_P95_MS;
  console.log(`${CUSTOMERS} concurrent customers, ${DURATION_S} s; goal p95 ≤ ${GOAL_P95_MS} ms over step commands: ${met ? 'met' : 'NOT met'}`);
  console.log(`load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  const cpuText = Object.entries(cpuPerCommand).map(([name, ms]) => `${name === 'self' ? 'load generator' : name} ${ms.toFixed(2)}`).join(', ');
  console.log(`CPU per command (ms; database = its server processes): ${cpuText}; ${(samples.length / DURATION_S).toFixed(0)} commands/s`);
  if (machine) console.log(`machine during the run: ${machine.idlePct} % idle, ${machine.stealPct} % stolen by the hypervisor`);
  console.log(JSON.stringify({ bench: 'checkout', customers: CUSTOMERS, durationSeconds: DURATION_S, steps, perStep, goalP95Ms: GOAL_P95_MS, met, cpuPerCommand, machine }));
}

function log(message: string): void {
  process.stderr.write(`[checkout bench] ${message}\n`);
}

main().catch((error: unknown) => {
  console.error((error as Error).stack ?? error);
  process.exit(1);
});
