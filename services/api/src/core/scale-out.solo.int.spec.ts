import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DealAnswer, DiscountJobAccepted, DiscountTableResponse, JobStatusResponse, ProductResponse } from '@autoleasing/contracts';
import { discountTableStreamId } from '@autoleasing/domain';
import { createPgPool, DEMO_STAFF_TOTP_SECRET } from '@autoleasing/infra';
import { createTestDatabase, freePort, spawnTsChild, uniqueQueuePrefix, untilListening, type TsChild, type TestDatabase } from '@autoleasing/infra/testing';
import { projectionNames, TABLE_OWNERS } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { eventually } from '../../test/eventually';
import { pickOffer } from '../modules/checkout/test/checkout-test-kit';
import { totpCode } from '../modules/wall/second-factor/totp';
import { DEMO, DEMO_PASSWORD, seedDemoUsers } from '../modules/wall/test/wall-test-kit';

/**
 * Issue 19, item 8: ready to scale out. Two api processes (two ports), two projection processes
 * and two workers run from source against one PostgreSQL database and one Redis prefix, as they
 * would behind a load balancer. Writers alternate between the apis while the process holding the
 * `deals` projection is killed with SIGKILL; a catalogue change made through one api is seen
 * through the other; a worker dies in the middle of an update_all job. Every wait is bounded by a
 * poll's limit or Jest's timeout; nothing measures time.
 */
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../../..');
const CREATE = '/api/v1/checkout/deals';
const CLIENTS = 12;
const CREATES_PER_CLIENT = 8;
const CREATES = CLIENTS * CREATES_PER_CLIENT;

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
  headers: Headers;
}

let database: TestDatabase;
let pool: Pool;
const children: TsChild[] = [];
/** Base URLs of the two api processes. */
const apis: string[] = [];
const projectionProcesses: TsChild[] = [];
const workers: { child: TsChild; appName: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase('scale_out', TABLE_OWNERS);
  pool = createPgPool(database.url, 4);
  await seedDemoUsers(pool);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    QUEUE_PREFIX: uniqueQueuePrefix('scale-out'),
    HOST: '127.0.0.1',
    SEED_ON_START: '',
    LOG_LEVEL: 'warn',
    // Every request of this test comes from 127.0.0.1; the per-address limit is not under test.
    RATE_LIMIT_MAX: '1000000',
    // Six processes share the test server's 100 connections with the other suites (README,
    // "Scaling out"); 6 concurrent requests per api need no more.
    PG_POOL_SIZE: '8',
    // The killed worker's update_all goes back to the queue once its lock runs out: 2 s, not 10.
    BULK_JOB_LOCK_MS: '2000',
  };
  const start = (entry: string, args: string[], appName: string, extra: NodeJS.ProcessEnv = {}) => {
    const child = spawnTsChild(path.join(ROOT, entry), args, { ...env, APP_NAME: appName, ...extra });
    children.push(child);
    return child;
  };
  const ports = [await freePort(), await freePort()];
  const apiReady = ports.map(async (port, i) => {
    const base = `http://127.0.0.1:${port}`;
    await untilListening(`${base}/api/health`, start('services/api/src/main.ts', [], `scale-api-${i + 1}`, { PORT: String(port) }));
    apis.push(base);
  });
  const projectionsReady = [1, 2].map(async (n) => {
    const child = start('projections/src/cli.ts', ['run'], `scale-projections-${n}`);
    await child.printed('Running projections');
    projectionProcesses.push(child);
  });
  const workersReady = [1, 2].map(async (n) => {
    const appName = `scale-worker-${n}`;
    const child = start('services/worker/src/main.ts', [], appName);
    await child.printed('worker ready');
    workers.push({ child, appName });
  });
  try {
    await Promise.all([...apiReady, ...projectionsReady, ...workersReady]);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${children.map((c) => c.output()).join('\n---\n')}`);
  }
  apis.sort();
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  await Promise.all(children.map((c) => c.exited));
  await pool?.end();
  await database?.drop();
});

async function call(base: string, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), signal: AbortSignal.timeout(50_000) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** Logs a demo user in through one api; staff pass the second factor with the demo secret, through the other. */
async function login(base: string, email: string): Promise<string> {
  const first = await call(base, 'POST', '/api/v1/customers/session', { body: { email, password: DEMO_PASSWORD } });
  expect(first.status).toBe(200);
  if (first.body.second_factor_required !== true) return first.body.access_token;
  const code = { challenge_token: first.body.challenge_token, code: totpCode(DEMO_STAFF_TOTP_SECRET, Date.now()) };
  const second = await call(apis.find((other) => other !== base)!, 'POST', '/api/v1/customers/session/second_factor', { body: code });
  expect(second.status).toBe(200);
  return second.body.access_token;
}

let dealerSession: Promise<string> | undefined;
/** The demo dealer's token, logged in once (a second code in the same 30 s step would be a replay). */
const dealerToken = () => (dealerSession ??= login(apis[0], DEMO.Dealer));

/** The demo dealer's listed b2c offer: its table scope (b2c, bank, brand) and car model. */
async function dealersOffer() {
  const { rows } = await pool.query<{ id: string; dealer_id: string; bank_id: string; manufacturer_id: string; car_model_id: string }>(
    `SELECT cs.id, cs.dealer_id, cs.bank_id, cs.manufacturer_id, cs.car_model_id
       FROM car_specs cs JOIN offer_prices op ON op.id = cs.id JOIN users u ON u.dealer_id = cs.dealer_id
      WHERE u.email = $1 AND cs.customer_groups = 'b2c' ORDER BY cs.id LIMIT 1`,
    [DEMO.Dealer],
  );
  if (!rows[0]) throw new Error('the demo dealer has no listed b2c offer');
  return rows[0];
}

/** Each projection's row: its status and the pid of the process holding it (holders are host:pid:random). */
const holders = async () =>
  (await pool.query<{ name: string; holder: string | null; status: string }>('SELECT name, holder, status FROM projection_checkpoints')).rows.map((r) => ({
    name: r.name,
    status: r.status,
    pid: r.holder ? Number(r.holder.split(':').at(-2)) : null,
  }));

it('runs every projection under exactly one of the two projection processes', async () => {
  const running = projectionProcesses.map((p) => p.process.pid);
  await eventually(async () => {
    const rows = await holders();
    expect(rows.map((r) => r.name).sort()).toEqual([...projectionNames()].sort());
    expect(rows.filter((r) => r.status !== 'running' || !running.includes(r.pid!))).toEqual([]);
  }, 20_000);
});

describe('concurrent creates through both apis while the deals holder is killed', () => {
  const answers: { key: string; base: string; status: number; id: string | undefined }[] = [];
  let survivor: number;
  let token: string;
  let body: object;
  /** DealCreated events before the writers start (the demo data may hold deals). */
  let createdBefore: number;
  const countCreated = async () => (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'DealCreated'`)).rows[0].n;

  it('answers every create 201 with an id', async () => {
    const offer = await pickOffer(pool, ['b2c', 'both']);
    body = { deal_props: { car_spec_id: offer.carSpecId, months: 36, km_per_year: 10000 }, force_create: true };
    // Logged in through the first api, used on both: sessions are PostgreSQL rows, not process state.
    token = await login(apis[0], DEMO.b2c);
    createdBefore = await countCreated();
    let killing: Promise<void> | undefined;
    let answeredWhenKilled = CREATES;
    const killDealsHolder = async () => {
      const holder = (await holders()).find((r) => r.name === 'deals')!.pid;
      const victim = projectionProcesses.find((p) => p.process.pid === holder)!;
      survivor = projectionProcesses.find((p) => p !== victim)!.process.pid!;
      victim.process.kill('SIGKILL');
      await victim.exited;
      answeredWhenKilled = answers.length;
    };
    const client = async (c: number) => {
      for (let i = 0; i < CREATES_PER_CLIENT; i++) {
        const base = apis[(c + i) % 2];
        const key = `scale-${randomUUID()}`;
        const answer = await call(base, 'POST', CREATE, { token, body, headers: { 'idempotency-key': key } });
        answers.push({ key, base, status: answer.status, id: answer.body?.id });
        if (answers.length === CREATES / 2) killing = killDealsHolder();
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    await killing;
    // The holder died while creates were still being written.
    expect(answeredWhenKilled).toBeLessThan(CREATES);
    expect(answers.filter((a) => a.status !== 201 || !a.id)).toEqual([]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(CREATES);
  });

  it('a retry with the same Idempotency-Key on the other api answers the same deal', async () => {
    const sample = answers.filter((_, i) => i % 6 === 0);
    for (const first of sample) {
      const other = apis.find((b) => b !== first.base)!;
      const retry = await call(other, 'POST', CREATE, { token, body, headers: { 'idempotency-key': first.key } });
      expect({ status: retry.status, id: retry.body?.id, replayed: retry.headers.get('idempotent-replayed') }).toEqual({ status: 201, id: first.id, replayed: 'true' });
    }
  });

  it('stores exactly one creation per answered id, in gapless streams', async () => {
    const streams = answers.map((a) => `deal-${a.id}`);
    expect((await countCreated()) - createdBefore).toBe(CREATES);
    const { rows: created } = await pool.query<{ stream_id: string; revision: string }>(`SELECT stream_id, revision FROM events WHERE type = 'DealCreated' AND stream_id = ANY($1)`, [streams]);
    expect(created.map((e) => e.stream_id).sort()).toEqual([...streams].sort());
    expect(created.every((e) => e.revision === '0')).toBe(true);
    const { rows: shapes } = await pool.query<{ stream_id: string; n: number; max: number; head: number }>(
      `SELECT e.stream_id, count(*)::int AS n, max(e.revision)::int AS max, s.revision::int AS head
         FROM events e JOIN event_streams s USING (stream_id) WHERE e.stream_id = ANY($1) GROUP BY e.stream_id, s.revision`,
      [streams],
    );
    expect(shapes).toHaveLength(CREATES);
    expect(shapes.filter((s) => s.n !== s.max + 1 || s.head !== s.max)).toEqual([]);
  });

  it('the surviving projection process holds every projection, and every deal reaches the read model', async () => {
    await eventually(async () => {
      const rows = await holders();
      expect(rows.filter((r) => r.pid !== survivor || r.status !== 'running')).toEqual([]);
    }, 30_000);
    const ids = answers.map((a) => a.id!);
    await eventually(async () => {
      const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM deals WHERE id = ANY($1::uuid[])', [ids]);
      expect(rows[0].n).toBe(CREATES);
    }, 30_000);
    // Read through either api, as many at once as there were writers: the read model's deal (a
    // deal it lacked would answer caught_up: false).
    const read: Answer[] = [];
    const reader = async (lane: number) => {
      for (let i = lane; i < ids.length; i += CLIENTS) read[i] = await call(apis[i % 2], 'GET', `${CREATE}/${ids[i]}`, { token });
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, lane) => reader(lane)));
    const deals = read.map((r) => r.body as DealAnswer);
    expect(read.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    expect(deals.map((d) => d.id)).toEqual(ids);
    expect(deals.filter((d) => 'caught_up' in d && d.caught_up === false)).toEqual([]);
  });
});

describe('caches stay coherent across api processes', () => {
  it('a discount saved through one api changes the dealer table and the offer price the other api serves', async () => {
    const [a, b] = apis;
    const token = await dealerToken();
    const offer = await dealersOffer();
    const table = `/api/v1/dealers/${offer.dealer_id}/discounts?customer_group=b2c&bank_id=${offer.bank_id}&manufacturer_id=${offer.manufacturer_id}&per_page=100`;
    const product = `/api/v1/products/${offer.id}?customer_group=b2c`;
    const rate = (detail: ProductResponse) => detail.lease_terms.find((t) => t.months === 36 && t.km_per_year === 10000)!.finance_rate_cents;
    const rowOf = (page: DiscountTableResponse) => page.discounts.find((r) => r.car_model_id === offer.car_model_id)!;

    // Both apis answer (and keep) the current page and price.
    const before = await Promise.all([call(a, 'GET', table, { token }), call(b, 'GET', table, { token }), call(a, 'GET', product), call(b, 'GET', product)]);
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const page = before[1].body as DiscountTableResponse;
    const oldRate = rate(before[3].body);
    // A smaller discount raises the rate: never a price the offer-prices projection would refuse.
    const current = rowOf(page).base_discount ?? 0;
    const discount = Math.round((current >= 0.25 ? current - 0.25 : current + 0.25) * 100) / 100;

    const saved = await call(a, 'POST', `/api/v1/dealers/${offer.dealer_id}/discounts`, {
      token,
      body: { customer_group: 'b2c', bank_id: offer.bank_id, manufacturer_id: offer.manufacturer_id, revision: page.revision, discounts: [{ car_model_id: offer.car_model_id, base_discount: discount }] },
    });
    expect(saved.status).toBe(200);

    await eventually(async () => {
      const after = (await call(b, 'GET', table, { token })).body as DiscountTableResponse;
      expect({ revision: after.revision, discount: rowOf(after).base_discount }).toEqual({ revision: saved.body.revision, discount });
    });
    const { rows: prices } = await eventually(async () => {
      const repriced = await pool.query<{ rate: string }>(
        'SELECT gross_finance_rate_cents AS rate FROM offer_term_prices WHERE car_spec_id = $1 AND months = 36 AND km_per_year = 10000',
        [offer.id],
      );
      expect(Number(repriced.rows[0].rate)).not.toBe(oldRate);
      return repriced;
    });
    for (const base of apis) await eventually(async () => expect(rate((await call(base, 'GET', product)).body)).toBe(Number(prices[0].rate)));
  });
});

describe('two workers', () => {
  it('run an update_all job once, though the worker running it is killed', async () => {
    const [a, b] = apis;
    const token = await dealerToken();
    const scope = await dealersOffer();
    const stream = discountTableStreamId({ dealerId: scope.dealer_id, customerGroup: 'b2c', bankId: scope.bank_id, manufacturerId: scope.manufacturer_id });
    const models = (await pool.query<{ id: string }>('SELECT id FROM car_models WHERE manufacturer_id = $1', [scope.manufacturer_id])).rows.map((r) => r.id);

    // The table's stream is held, so the job stops at its first append: "in the middle" for sure.
    const blocker = await pool.connect();
    let accepted: DiscountJobAccepted;
    try {
      await blocker.query('BEGIN');
      expect((await blocker.query('SELECT 1 FROM event_streams WHERE stream_id = $1 FOR UPDATE', [stream])).rowCount).toBe(1);
      const response = await call(a, 'POST', `/api/v1/dealers/${scope.dealer_id}/discounts/update_all`, {
        token,
        body: { customer_group: 'b2c', bank_id: scope.bank_id, manufacturer_id: scope.manufacturer_id, exclude_car_model_ids: [], discount: { field: 'base_discount', value: 21.37 } },
      });
      expect(response.status).toBe(202);
      accepted = response.body;
      // The worker whose connection waits for the held stream runs the job.
      const running = await eventually(async () => {
        const waiting = await pool.query<{ application_name: string }>(
          `SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name LIKE 'scale-worker-%'`,
        );
        expect(waiting.rows).toHaveLength(1);
        return waiting.rows[0].application_name;
      }, 20_000);
      const victim = workers.find((w) => w.appName === running)!;
      victim.child.process.kill('SIGKILL');
      await victim.child.exited;
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }

    // The other worker finds the job stalled once the dead one's lock (BULK_JOB_LOCK_MS) runs out, and finishes it.
    const status = await eventually(async () => {
      const job = (await call(b, 'GET', `/api/v1/jobs/${accepted.job_id}`, { token })).body as JobStatusResponse;
      expect(job.state).toBe('completed');
      return job;
    }, 45_000);
    expect(status.result).toEqual(expect.objectContaining({ rows: models.length }));
    const { rows: batches } = await pool.query<{ data: { rows: { carModelId: string }[] } }>(`SELECT data FROM events WHERE stream_id = $1 AND data->>'operationId' = $2`, [
      stream,
      accepted.operation_id,
    ]);
    const changed = batches.flatMap((e) => e.data.rows.map((r) => r.carModelId));
    expect(changed.sort()).toEqual([...models].sort());
  });
});
