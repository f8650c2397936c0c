import { SYSTEM_ACTOR } from '@autoleasing/contracts';
import { createPgPool, createRedisConnection, describeJob, JobQueues, loadRuntimeConfig } from '@autoleasing/infra';
import { createTestDatabase, uniqueQueuePrefix, type TestDatabase } from '@autoleasing/infra/testing';
import { QueueEvents } from 'bullmq';
import { startWorkerApp, type WorkerApp } from './worker-app';
import { TABLE_OWNERS } from '@autoleasing/projections';

describe('worker: demo-data.generate end to end (real BullMQ, Redis and PostgreSQL)', () => {
  let database: TestDatabase;
  let worker: WorkerApp;
  let queues: JobQueues;
  let events: QueueEvents;
  const redis = createRedisConnection('redis://127.0.0.1:6379');
  // BullMQ never closes a connection it was given: each one is quit here.
  const eventsConnection = createRedisConnection('redis://127.0.0.1:6379');
  const prefix = uniqueQueuePrefix('worker');

  beforeAll(async () => {
    database = await createTestDatabase('worker', TABLE_OWNERS);
    const config = { ...loadRuntimeConfig(), databaseUrl: database.url };
    worker = await startWorkerApp(config, prefix);
    queues = new JobQueues(redis, prefix);
    events = new QueueEvents('maintenance', { connection: eventsConnection, prefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events?.close();
    await worker?.close();
    await queues?.close();
    await redis.quit();
    await eventsConnection.quit();
    await database?.drop();
  });

  async function runJob() {
    const id = await queues.enqueue('demo-data.generate', { payload: { size: 'tiny' }, requestedBy: SYSTEM_ACTOR, correlationId: 'test' });
    const job = (await queues.find(id))!;
    await job.waitUntilFinished(events, 60_000);
    return describeJob((await queues.find(id))!);
  }

  async function countOffers(): Promise<number> {
    const pool = createPgPool(database.url, 1);
    try {
      const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM car_specs');
      return Number(rows[0].n);
    } finally {
      await pool.end();
    }
  }

  it('generates the catalogue, reports progress and its result', async () => {
    const status = await runJob();
    expect(status.state).toBe('completed');
    expect(status.progress).toBe(100);
    const result = status.result as { offers: number; brands: number; users: number };
    expect(result.offers).toBeGreaterThan(0);
    expect(result.brands).toBeGreaterThanOrEqual(40);
    expect(result.users).toBe(4);
    expect(await countOffers()).toBe(result.offers);
  });

  it('converges when the job runs again instead of duplicating rows', async () => {
    const before = await countOffers();
    const status = await runJob();
    expect(status.state).toBe('completed');
    expect(await countOffers()).toBe(before);
  });
});
