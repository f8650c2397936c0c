import { DISCOUNT_EVENT_SCHEMAS, discountTableStreamId, type DiscountScope, type DiscountTableEvent } from '@autoleasing/domain';
import { JOB_QUEUES } from '@autoleasing/contracts';
import { createEventStore, createPgPool, createRedisConnection, EventTypeRegistry, jobId, JobQueues, loadRuntimeConfig, queueCampaignBoundaries, type EventStore } from '@autoleasing/infra';
import { createTestDatabase, uniqueQueuePrefix, type TestDatabase } from '@autoleasing/infra/testing';
import { randomUUID } from 'node:crypto';
import { QueueEvents } from 'bullmq';
import type { Pool } from 'pg';
import { startWorkerApp, type WorkerApp } from '../../worker-app';
import { catchUpProjection, dealerDiscountsProjection, TABLE_OWNERS } from '@autoleasing/projections';

jest.setTimeout(60_000);

/**
 * Campaign boundaries with the real worker, BullMQ, Redis and PostgreSQL (ADR 0005): delayed jobs
 * append the start and end events at valid_from and valid_until; a worker that starts after a
 * boundary passed catches it up from the pending campaigns and fires it at once. Short delays; the
 * tests wait for the boundary jobs to finish (BullMQ's completion events), then read the stream and
 * the dealer's table as the projection makes it of that stream (the cell the table shows, the
 * history its Alt+V dialog lists). No assertion depends on when a job ran, only on its result.
 */
describe('worker: campaign boundaries', () => {
  let database: TestDatabase;
  let pool: Pool;
  let store: EventStore;
  let worker: WorkerApp | undefined;
  const redis = createRedisConnection('redis://127.0.0.1:6379');
  const eventsConnection = createRedisConnection('redis://127.0.0.1:6379');
  const campaignQueue = JOB_QUEUES['discounts.campaign_boundary'];
  let boundaryEvents: QueueEvents;
  const prefix = uniqueQueuePrefix('campaigns');
  let queues: JobQueues;
  const dealer = { userId: randomUUID(), role: 'Dealer' as const };

  beforeAll(async () => {
    database = await createTestDatabase('campaign_worker', TABLE_OWNERS);
    pool = createPgPool(database.url, 2);
    const registry = new EventTypeRegistry();
    for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
    store = createEventStore({ databaseUrl: database.url, registry });
    queues = new JobQueues(redis, prefix);
    boundaryEvents = new QueueEvents(campaignQueue, { connection: eventsConnection, prefix });
    await boundaryEvents.waitUntilReady();
  });
  afterAll(async () => {
    await worker?.close();
    await boundaryEvents?.close();
    await queues?.close();
    await redis.quit();
    await eventsConnection.quit();
    await store?.close();
    await pool?.end();
    await database?.drop();
  });

  const newScope = (): DiscountScope => ({ dealerId: randomUUID(), customerGroup: 'b2b', bankId: randomUUID(), manufacturerId: randomUUID() });
  const carModelId = randomUUID();

  /** A table with 10 % base discount and a 12.5 % campaign, appended as the api would (the schedule's checks are the decider's). */
  async function tableWithCampaign(scope: DiscountScope, validFrom: Date, validUntil: Date): Promise<string> {
    const campaignId = randomUUID();
    const at = new Date().toISOString();
    const events: DiscountTableEvent[] = [
      { type: 'DiscountCellsEdited', data: { scope, basedOnRevision: -1, reason: 'save', changes: [{ carModelId, field: 'base_discount', oldValue: null, newValue: 1000 }], editedAt: at } },
      {
        type: 'DiscountCampaignScheduled',
        data: { scope, campaignId, carModelIds: [carModelId], field: 'base_discount', value: 1250, validFrom: validFrom.toISOString(), validUntil: validUntil.toISOString(), scheduledAt: at },
      },
    ];
    const metadata = { actor: dealer, correlationId: campaignId, causationId: campaignId, occurredAt: at };
    await store.append(discountTableStreamId(scope), events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })), { expectedRevision: 'no_stream' });
    return campaignId;
  }

  /**
   * The result of the campaign's boundary job (`discount-campaigns--{campaignId}-{boundary}`) once
   * it completed; a boundary run a little early fails, is retried and completes later.
   */
  async function boundaryFinished(campaignId: string, boundary: 'start' | 'end') {
    const job = await queues.find(jobId(campaignQueue, `${campaignId}-${boundary}`));
    if (!job) throw new Error(`no ${boundary} job for campaign ${campaignId}`);
    return job.waitUntilFinished(boundaryEvents, 20_000);
  }

  /**
   * The watched cell of the dealer's table and its history (newest first, as the api's history
   * answer lists it), once the dealer-discounts projection caught up with the stream: the worker
   * runs no projections, so the test brings the read model to the head itself.
   */
  async function tableOf(scope: DiscountScope) {
    await catchUpProjection({ pool, eventStore: store, projection: dealerDiscountsProjection });
    const where = 'dealer_id = $1 AND customer_group = $2 AND bank_id = $3 AND manufacturer_id = $4 AND car_model_id = $5';
    const key = [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId, carModelId];
    const cell = (await pool.query<{ base_discount: number }>(`SELECT base_discount FROM dealer_discount_rows WHERE ${where}`, key)).rows[0]?.base_discount;
    const history = (
      await pool.query<{ kind: string; old_value: unknown; new_value: unknown; user_id: string }>(
        `SELECT kind, old_value, new_value, user_id FROM dealer_discount_history WHERE ${where} AND field = 'base_discount' ORDER BY position DESC, seq DESC`,
        key,
      )
    ).rows;
    const campaigns = (await pool.query<{ status: string }>('SELECT status FROM discount_campaigns WHERE dealer_id = $1', [scope.dealerId])).rows.map((r) => r.status);
    return { cell, history, campaigns };
  }

  it('appends start and end at the boundaries as the system, once each, and the end puts the value back', async () => {
    worker = await startWorkerApp({ ...loadRuntimeConfig(), databaseUrl: database.url }, prefix);
    const scope = newScope();
    const now = Date.now();
    const campaignId = await tableWithCampaign(scope, new Date(now + 700), new Date(now + 1_400));
    const pending = { scope, campaignId, validFrom: new Date(now + 700).toISOString(), validUntil: new Date(now + 1_400).toISOString(), status: 'scheduled' as const };
    await queueCampaignBoundaries(queues, pending);
    // Queued twice (api and a catch-up): still one job per boundary.
    await queueCampaignBoundaries(queues, pending);
    // Both boundary jobs done and nothing else left in the queue: a duplicate job or a late second
    // start/end would have to be there, so the stream read now is final.
    expect(await boundaryFinished(campaignId, 'start')).toEqual({ applied: true, changedCells: 1 });
    expect(await boundaryFinished(campaignId, 'end')).toEqual({ applied: true, changedCells: 1 });
    expect(await queues.queue(campaignQueue).getJobCounts('wait', 'delayed', 'active', 'prioritized', 'waiting-children', 'completed', 'failed')).toEqual({
      wait: 0,
      delayed: 0,
      active: 0,
      prioritized: 0,
      'waiting-children': 0,
      completed: 2,
      failed: 0,
    });
    const events = await store.readStream(discountTableStreamId(scope));
    expect(events.map((e) => e.type)).toEqual(['DiscountCellsEdited', 'DiscountCampaignScheduled', 'DiscountCampaignStarted', 'DiscountCampaignEnded']);
    expect(events[2].data).toMatchObject({ campaignId, changes: [{ carModelId, field: 'base_discount', oldValue: 1000, newValue: 1250 }] });
    expect(events[3].data).toMatchObject({ campaignId, changes: [{ carModelId, field: 'base_discount', oldValue: 1250, newValue: 1000 }] });
    expect(events[2].metadata.actor).toEqual({ userId: 'system', role: 'System', actingForDealerId: scope.dealerId });
    // The table follows by itself: the cell holds its value from before again, the campaign is
    // over, and the cell's history (the Alt+V dialog) lists the end above the start, both by the system.
    const table = await tableOf(scope);
    expect(table.cell).toBe(1000);
    expect(table.campaigns).toEqual(['ended']);
    expect(table.history.slice(0, 2)).toEqual([
      { kind: 'campaign_ended', old_value: 1250, new_value: 1000, user_id: 'system' },
      { kind: 'campaign_started', old_value: 1000, new_value: 1250, user_id: 'system' },
    ]);
    await worker.close();
    worker = undefined;
  });

  it('catches up on start: a boundary that passed while no worker ran fires at once', async () => {
    const scope = newScope();
    const now = Date.now();
    // Scheduled earlier (the decider refuses a past start now), its start passed while the worker was down.
    const campaignId = await tableWithCampaign(scope, new Date(now - 60_000), new Date(now + 3_600_000));
    await pool.query(
      `INSERT INTO discount_campaigns (campaign_id, dealer_id, customer_group, bank_id, manufacturer_id, car_model_ids, field, value, valid_from, valid_until, status,
         scheduled_by_user_id, scheduled_by_role, scheduled_at, updated_at)
       VALUES ($1, $2, 'b2b', $3, $4, $5, 'base_discount', 1250, $6, $7, 'scheduled', $8, 'Dealer', now(), now())`,
      [campaignId, scope.dealerId, scope.bankId, scope.manufacturerId, [carModelId], new Date(now - 60_000), new Date(now + 3_600_000), dealer.userId],
    );
    worker = await startWorkerApp({ ...loadRuntimeConfig(), databaseUrl: database.url }, prefix);
    // The worker's start queued the passed start without delay (and the end for in an hour).
    expect(await boundaryFinished(campaignId, 'start')).toEqual({ applied: true, changedCells: 1 });
    const events = await store.readStream(discountTableStreamId(scope));
    expect(events.map((e) => e.type)).toEqual(['DiscountCellsEdited', 'DiscountCampaignScheduled', 'DiscountCampaignStarted']);
    // After the start (the end is an hour away): the table's cell shows the campaign value, the campaign runs.
    const table = await tableOf(scope);
    expect(table.cell).toBe(1250);
    expect(table.campaigns).toEqual(['active']);
    expect(table.history[0]).toEqual({ kind: 'campaign_started', old_value: 1000, new_value: 1250, user_id: 'system' });
  });
});
