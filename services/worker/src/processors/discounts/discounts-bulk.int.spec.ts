import { randomUUID } from 'node:crypto';
import type { JobActor, JobName, JobPayload } from '@autoleasing/contracts';
import { DISCOUNT_EVENT_SCHEMAS, discountTableStreamId, type DiscountRowChange, type DiscountScope } from '@autoleasing/domain';
import {
  createPgPool,
  createPostgresEventStore,
  createRedisConnection,
  describeJob,
  EventTypeRegistry,
  generateDemoData, loadSecondFactorKey,
  JobQueues,
  loadRuntimeConfig,
  type EventStore,
} from '@autoleasing/infra';
import { createTestDatabase, uniqueQueuePrefix, type TestDatabase } from '@autoleasing/infra/testing';
import { dealerDiscountsProjection, offerDiscount, offerPricesProjection, ProjectionRunner, repriceOffer, TABLE_OWNERS } from '@autoleasing/projections';
import { QueueEvents, type Job } from 'bullmq';
import type { Pool } from 'pg';
import { startWorkerApp, type WorkerApp } from '../../worker-app';
import { discountsUpdateAllProcessor } from './discounts-bulk.processors';
import { DISCOUNT_BATCH_ROWS } from './run-discount-batches';

jest.setTimeout(180_000);

const MODELS = 1234;

/**
 * update_all and copy end to end on real PostgreSQL, Redis and BullMQ: a worker that dies in the
 * middle of a job, and another that takes the job over, change every row exactly once.
 */
describe('discount bulk jobs (real worker, BullMQ, PostgreSQL)', () => {
  let database: TestDatabase;
  let pool: Pool;
  let store: EventStore;
  let queues: JobQueues;
  let events: QueueEvents;
  const workers: WorkerApp[] = [];
  const redis = createRedisConnection('redis://127.0.0.1:6379');
  const eventsConnection = createRedisConnection('redis://127.0.0.1:6379');
  const prefix = uniqueQueuePrefix('discount-bulk');
  let scope: DiscountScope;
  let modelIds: string[];
  const actor: JobActor = { userId: randomUUID(), role: 'Admin', actingForDealerId: '' };

  beforeAll(async () => {
    database = await createTestDatabase('discount_bulk', TABLE_OWNERS);
    pool = createPgPool(database.url, 3);
    // Bulk jobs on the discount tables are tested from empty tables: no seed discount import.
    await generateDemoData({ pool, size: 'tiny', importDiscounts: false, secondFactorKey: loadSecondFactorKey() });
    const { rows } = await pool.query(
      `SELECT d.id AS dealer_id, m.id AS manufacturer_id, (SELECT id FROM banks ORDER BY slug LIMIT 1) AS bank_id
         FROM dealers d JOIN manufacturers m ON m.slug = d.brand_slugs[1] ORDER BY d.slug LIMIT 1`,
    );
    scope = { dealerId: rows[0].dealer_id, customerGroup: 'b2b', bankId: rows[0].bank_id, manufacturerId: rows[0].manufacturer_id };
    actor.actingForDealerId = scope.dealerId;
    // A brand with more models than two batches hold.
    const { rows: columns } = await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'car_models' AND column_name <> 'id' AND is_generated = 'NEVER'`,
    );
    const list = columns.map((c) => c.column_name).join(', ');
    await pool.query(
      `INSERT INTO car_models (id, ${list}) SELECT gen_random_uuid(), ${list}
         FROM (SELECT * FROM car_models WHERE manufacturer_id = $1 LIMIT 1) cm, generate_series(1, $2)`,
      [scope.manufacturerId, MODELS],
    );
    modelIds = (await pool.query(`SELECT id FROM car_models WHERE manufacturer_id = $1 ORDER BY id`, [scope.manufacturerId])).rows.map((r) => r.id);
    const registry = new EventTypeRegistry();
    for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
    store = createPostgresEventStore({ pool, registry });
    queues = new JobQueues(redis, prefix);
    events = new QueueEvents('discounts', { connection: eventsConnection, prefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events?.close();
    for (const worker of workers) await worker.close();
    await queues?.close();
    await redis.quit();
    await eventsConnection.quit();
    await pool?.end();
    await database?.drop();
  });

  // A short lock: a dead worker's job goes back to the queue within seconds.
  const config = () => ({ ...loadRuntimeConfig(), databaseUrl: database.url, bulkJobLockMs: 1500 });

  async function enqueue<N extends 'discounts.update_all' | 'discounts.copy'>(name: N, payload: JobPayload<N>): Promise<string> {
    return queues.enqueue(name as JobName as N, { payload, requestedBy: { userId: actor.userId, role: 'Admin' }, correlationId: payload.operationId }, { key: payload.operationId });
  }

  /** The operation's events in the table's stream, with their rows. */
  async function operationEvents(target: DiscountScope, operationId: string) {
    const stream = await store.readStream(discountTableStreamId(target));
    return stream
      .filter((e) => (e.data as { operationId?: string }).operationId === operationId)
      .map((e) => ({ id: e.id, type: e.type, rows: (e.data as { rows: DiscountRowChange[] }).rows, actor: e.metadata.actor, causationId: e.metadata.causationId }));
  }

  async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await check();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  function timesChanged(batches: { rows: DiscountRowChange[] }[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const batch of batches) for (const row of batch.rows) counts.set(row.carModelId, (counts.get(row.carModelId) ?? 0) + 1);
    return counts;
  }

  it('update_all: a worker killed after its second batch, another takes the job over; every row changes exactly once', async () => {
    let died!: () => void;
    const death = new Promise<void>((resolve) => (died = resolve));
    // Worker A dies right after appending batch 1 (0-based): its BullMQ worker is closed without
    // waiting for the job, and the job's code never goes on, as when a process is killed.
    const victim: WorkerApp = await startWorkerApp(config(), prefix, {
      discounts: {
        afterBatch: async (_job: Job, batchIndex: number) => {
          if (batchIndex !== 1) return;
          const discounts = victim.workers.find((w) => w.name === 'discounts')!;
          void discounts.close(true);
          died();
          await new Promise<never>(() => undefined);
        },
      },
    });
    workers.push(victim);

    const operationId = randomUUID();
    const excluded = [modelIds[3], modelIds[700]];
    const jobId = await enqueue('discounts.update_all', {
      operationId,
      dealerId: scope.dealerId,
      actor,
      request: {
        customer_group: 'b2b',
        bank_id: scope.bankId,
        manufacturer_id: scope.manufacturerId,
        exclude_car_model_ids: excluded,
        discount: { field: 'base_discount', value: 12.5 },
      },
    });
    await death;
    const beforeTakeover = await operationEvents(scope, operationId);
    expect(beforeTakeover).toHaveLength(2);
    expect((await describeJob((await queues.find(jobId))!)).state).toBe('active');

    // Worker B finds the stalled job once A's lock has run out and runs it again from the start.
    const successor = await startWorkerApp(config(), prefix);
    workers.push(successor);
    const job = (await queues.find(jobId))!;
    await job.waitUntilFinished(events, 120_000);

    const status = await describeJob((await queues.find(jobId))!);
    expect(status.state).toBe('completed');
    expect(status.progress).toBe(100);
    const targets = modelIds.length - excluded.length;
    expect(status.result).toEqual(expect.objectContaining({ rows: targets, changedCells: targets }));

    const batches = await operationEvents(scope, operationId);
    // The two batches A wrote are still there, untouched; B wrote only the rest.
    expect(batches.slice(0, 2).map((b) => b.id)).toEqual(beforeTakeover.map((b) => b.id));
    expect(batches.length).toBe(Math.ceil(targets / DISCOUNT_BATCH_ROWS));
    for (const batch of batches) {
      expect(batch.type).toBe('DiscountsBulkUpdated');
      expect(batch.rows.length).toBeLessThanOrEqual(DISCOUNT_BATCH_ROWS);
      expect(batch.actor).toEqual(actor);
      expect(batch.causationId).toBe(jobId);
    }
    const counts = timesChanged(batches);
    expect(counts.size).toBe(targets);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const id of excluded) expect(counts.has(id)).toBe(false);
    expect(batches[0].rows[0].changes).toEqual([{ field: 'base_discount', oldValue: null, newValue: 1250 }]);
  });

  /** A worker that dies right after appending batch `dieAfter` (0-based), as a killed process would: it never goes on. */
  async function dyingWorker(dieAfter: number): Promise<{ app: WorkerApp; death: Promise<void> }> {
    let died!: () => void;
    const death = new Promise<void>((resolve) => (died = resolve));
    const app: WorkerApp = await startWorkerApp(config(), prefix, {
      discounts: {
        afterBatch: async (_job: Job, batchIndex: number) => {
          if (batchIndex !== dieAfter) return;
          void app.workers.find((w) => w.name === 'discounts')!.close(true);
          died();
          await new Promise<never>(() => undefined);
        },
      },
    });
    workers.push(app);
    return { app, death };
  }

  it('update_all survives two worker deaths: never failed for stalling, the bar never goes back, every row changes once', async () => {
    // Only this test's workers may take the job: the healthy workers of earlier tests stop first.
    // (Forced: a dead worker of an earlier test still holds its never-ending batch.)
    for (const app of workers.splice(0)) {
      await Promise.all(app.workers.map((w) => w.close(true)));
      await app.close();
    }
    // The b2c table: the other tests count the cells of the b2b one.
    const b2c: DiscountScope = { ...scope, customerGroup: 'b2c' };
    const progress: number[] = [];
    const operationId = randomUUID();
    const first = await dyingWorker(0);
    const jobId = await enqueue('discounts.update_all', {
      operationId,
      dealerId: scope.dealerId,
      actor,
      request: { customer_group: 'b2c', bank_id: scope.bankId, manufacturer_id: scope.manufacturerId, exclude_car_model_ids: [], discount: { field: 'stock_discount_offset', value: 2 } },
    });
    const onProgress = ({ jobId: id, data }: { jobId: string; data: unknown }) => void (id === jobId && typeof data === 'number' && progress.push(data));
    events.on('progress', onProgress);
    try {
      await first.death;
      // The second worker takes the stalled job over and dies after the next batch.
      const second = await dyingWorker(1);
      await second.death;
      expect((await operationEvents(b2c, operationId)).length).toBe(2);
      // BullMQ's default would fail the job now ("stalled more than allowable limit"); the third finishes it.
      workers.push(await startWorkerApp(config(), prefix));
      await (await queues.find(jobId))!.waitUntilFinished(events, 120_000);
      const status = await describeJob((await queues.find(jobId))!);
      expect(status.state).toBe('completed');
      expect(status.result).toEqual(expect.objectContaining({ rows: modelIds.length, changedCells: modelIds.length }));
      const counts = timesChanged(await operationEvents(b2c, operationId));
      expect(counts.size).toBe(modelIds.length);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      // Progress events arrive in order: each taker starts where the rows written stand, never lower.
      await eventually(async () => expect(progress[progress.length - 1]).toBe(100));
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    } finally {
      events.off('progress', onProgress);
    }
  });

  it('copy: copies the source table’s cells once; running the same operation again writes nothing', async () => {
    const target: DiscountScope = { ...scope, customerGroup: 'b2c' };
    const operationId = randomUUID();
    const payload: JobPayload<'discounts.copy'> = {
      operationId,
      dealerId: scope.dealerId,
      actor,
      request: { customer_group: 'b2c', bank_id: scope.bankId, manufacturer_id: scope.manufacturerId, source_scope: { customer_group: 'b2b', bank_id: scope.bankId } },
    };
    const first = (await queues.find(await enqueue('discounts.copy', payload)))!;
    await first.waitUntilFinished(events, 120_000);
    const copied = await operationEvents(target, operationId);
    const counts = timesChanged(copied);
    expect(counts.size).toBe(modelIds.length - 2);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(copied[0].type).toBe('DiscountsCopied');
    expect(copied[0].rows[0].changes).toEqual([{ field: 'base_discount', oldValue: null, newValue: 1250 }]);
    // A first attempt counts the cells of its own appends (one per row: the source rows hold one cell each).
    expect((await describeJob((await queues.find(first.id!))!)).result).toEqual(expect.objectContaining({ changedCells: modelIds.length - 2 }));

    // The same operation again (as a retry after a crash would run it): the decider skips every row.
    const again = (await queues.find(await queues.enqueue('discounts.copy', { payload, requestedBy: { userId: actor.userId, role: 'Admin' }, correlationId: 'retry' })))!;
    await again.waitUntilFinished(events, 120_000);
    expect(await operationEvents(target, operationId)).toHaveLength(copied.length);
    expect((await describeJob((await queues.find(again.id!))!)).result).toEqual(expect.objectContaining({ changedCells: modelIds.length - 2 }));
  });
  it('update_all jobs that complete the rows reach the table read model and the public offer prices', async () => {
    const runner = new ProjectionRunner({ pool, eventStore: store, projections: [dealerDiscountsProjection, offerPricesProjection], lockRetryMs: 200, log: () => undefined });
    runner.start();
    try {
      // A public offer of this dealer and bank for one of the brand's models, for both groups.
      const model = (await pool.query('SELECT id, car_series_id FROM car_models WHERE id = $1', [modelIds[10]])).rows[0];
      const offerId = (await pool.query('SELECT id FROM car_specs ORDER BY seed_ordinal LIMIT 1')).rows[0].id;
      await pool.query(
        `UPDATE car_specs SET dealer_id = $2, bank_id = $3, manufacturer_id = $4, car_model_id = $5, car_series_id = $6, customer_groups = 'both', inventory_type = 'ordered' WHERE id = $1`,
        [offerId, scope.dealerId, scope.bankId, scope.manufacturerId, model.id, model.car_series_id],
      );
      const request = { customer_group: 'b2b' as const, bank_id: scope.bankId, manufacturer_id: scope.manufacturerId, exclude_car_model_ids: [] };
      const fields = [
        { field: 'available', value: true },
        { field: 'delivery_time', value: '2_to_3_months' },
        { field: 'dealer_delivery_cents', value: 69000 },
        { field: 'base_discount', value: 21.5 },
      ] as const;
      for (const discount of fields) {
        const id = await enqueue('discounts.update_all', { operationId: randomUUID(), dealerId: scope.dealerId, actor, request: { ...request, discount } });
        await (await queues.find(id))!.waitUntilFinished(events, 120_000);
      }
      await eventually(async () => {
        const { rows } = await pool.query(
          `SELECT count(*)::int AS n FROM dealer_discount_rows WHERE dealer_id = $1 AND customer_group = 'b2b' AND bank_id = $2 AND state = 'available' AND base_discount = 2150`,
          [scope.dealerId, scope.bankId],
        );
        expect(rows[0].n).toBe(modelIds.length);
      });
      const offer = await eventually(async () => {
        // Listed (a row in the projection's offer_prices) at the row's discount.
        const { rows } = await pool.query('SELECT cs.*, op.discount_percent, op.cheapest_finance_rate_cents FROM car_specs cs JOIN offer_prices op ON op.id = cs.id WHERE cs.id = $1', [offerId]);
        expect(rows[0]).toMatchObject({ discount_percent: '21.50' });
        return rows[0];
      });
      const terms = (
        await pool.query(
          'SELECT lt.*, tp.finance_rate_cents FROM lease_terms lt JOIN offer_term_prices tp USING (car_spec_id, months, km_per_year) WHERE lt.car_spec_id = $1 ORDER BY months, km_per_year',
          [offerId],
        )
      ).rows;
      const expected = repriceOffer(
        { id: offerId, inventoryType: 'ordered', listPriceCents: Number(offer.list_price_cents), bafaBonusAvailable: offer.bafa_bonus_available, bafaDownpaymentCents: Number(offer.bafa_downpayment_cents) },
        terms.map((t) => ({ months: t.months, kmPerYear: t.km_per_year, residualValueCents: Number(t.residual_value_cents), sollzinsPercent: Number(t.sollzins_percent), downpaymentCents: Number(t.downpayment_cents) })),
        offerDiscount({ base_discount: 2150 }, 'ordered'),
      );
      if (expected.kind !== 'priced') throw new Error('offer must be priceable');
      expect(terms.map((t) => Number(t.finance_rate_cents))).toEqual(expected.terms.map((t) => t.financeRateCents));
      expect(Number(offer.cheapest_finance_rate_cents)).toBe(expected.cheapestFinanceRateCents);
    } finally {
      await runner.stop();
    }
  });

  it('a relative update_all adds to each row as it is when its batch is decided, and a retry adds nothing twice (issue 21)', async () => {
    // After the test above every row holds 21,50 %. Between the first and the last batch a
    // dealer saves 30 % on the last row: the job lowers that row from 30 %, not from 21,50 %.
    const operationId = randomUUID();
    const last = modelIds[modelIds.length - 1];
    const payload: JobPayload<'discounts.update_all'> = {
      operationId,
      dealerId: scope.dealerId,
      actor,
      request: { customer_group: 'b2b', bank_id: scope.bankId, manufacturer_id: scope.manufacturerId, exclude_car_model_ids: [modelIds[0]], discount: { field: 'base_discount', add: -1.25 } },
    };
    const job = { id: `discounts--${operationId}`, data: { payload, requestedBy: actor, correlationId: operationId }, updateProgress: async () => undefined } as unknown as Job;
    const editMeanwhile = async (_job: Job, batchIndex: number) => {
      if (batchIndex !== 0) return;
      await store.append(
        discountTableStreamId(scope),
        [
          {
            id: randomUUID(),
            type: 'DiscountCellsEdited',
            data: { scope, basedOnRevision: 0, reason: 'save', changes: [{ carModelId: last, field: 'base_discount', oldValue: 2150, newValue: 3000 }], editedAt: new Date().toISOString() },
            metadata: { actor, correlationId: 'dealer-save', causationId: 'dealer-save', occurredAt: new Date().toISOString() },
          },
        ],
        { expectedRevision: 'any' },
      );
    };
    const first = await discountsUpdateAllProcessor(pool, store, { afterBatch: editMeanwhile })(job);
    expect(first).toMatchObject({ rows: modelIds.length - 1, changedCells: modelIds.length - 1 });
    const retried = await discountsUpdateAllProcessor(pool, store)(job);
    expect(retried).toMatchObject({ changedCells: modelIds.length - 1 });

    const batches = await operationEvents(scope, operationId);
    const counts = timesChanged(batches);
    expect(counts.size).toBe(modelIds.length - 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const changes = new Map(batches.flatMap((b) => b.rows.map((row) => [row.carModelId, row.changes[0]] as const)));
    expect(changes.get(modelIds[1])).toEqual({ field: 'base_discount', oldValue: 2150, newValue: 2025 });
    expect(changes.get(last)).toEqual({ field: 'base_discount', oldValue: 3000, newValue: 2875 });
    expect(changes.has(modelIds[0])).toBe(false);
  });
});
