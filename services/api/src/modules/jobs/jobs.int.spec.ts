import request from 'supertest';
import { SYSTEM_ACTOR } from '@autoleasing/contracts';
import { createRedisConnection, JobQueues } from '@autoleasing/infra';
import { Worker } from 'bullmq';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { DEMO, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';

/** Every fakeable global but Date: the clock is fixed, timers and ticks stay real. */
const NOT_DATE: Extract<Parameters<typeof jest.useFakeTimers>[0], { doNotFake?: unknown }>['doNotFake'] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

describe('GET /api/v1/jobs/{id}', () => {
  let t: ApiTestApp;
  let queues: JobQueues;
  let redis: ReturnType<typeof createRedisConnection>;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startApiTestApp('api_jobs');
    redis = createRedisConnection('redis://127.0.0.1:6379');
    queues = new JobQueues(redis, t.queuePrefix);
  });
  afterAll(async () => {
    await queues.close();
    await redis.quit();
    await t?.close();
  });

  it('shows state, progress, result and error of a waiting system job', async () => {
    // BullMQ stamps the job in this process (Job's constructor reads Date.now()): with only Date
    // faked, at a fixed moment, createdAt must be exactly that moment. Timers stay real, so the
    // Redis client and the HTTP server are untouched.
    const stamped = Date.parse('2026-03-02T09:15:30.123Z');
    jest.useFakeTimers({ now: stamped, doNotFake: NOT_DATE });
    let id: string;
    try {
      id = await queues.enqueue('demo-data.generate', { payload: { size: 'tiny' }, requestedBy: SYSTEM_ACTOR, correlationId: 'c-1' });
    } finally {
      jest.useRealTimers();
    }
    const res = await http().get(`/api/v1/jobs/${id}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ id, name: 'demo-data.generate', state: 'waiting', progress: 0, result: null, error: null, finishedAt: null });
    expect(res.body.createdAt).toBe(new Date(stamped).toISOString());
  });

  it('enqueues a keyed job once', async () => {
    const envelope = { payload: { size: 'tiny' as const }, requestedBy: SYSTEM_ACTOR, correlationId: 'c-2' };
    const first = await queues.enqueue('demo-data.generate', envelope, { key: 'once' });
    const second = await queues.enqueue('demo-data.generate', envelope, { key: 'once' });
    expect(second).toBe(first);
    expect(await queues.queue('maintenance').getJobCountByTypes('waiting')).toBe(2);
  });

  it("answers someone else's job exactly like a missing one", async () => {
    const id = await queues.enqueue('demo-data.generate', {
      payload: { size: 'tiny' },
      requestedBy: { userId: '7c1e0a57-5b0b-4a8e-9d51-1f7f5c0e2a11', role: 'Customer' },
      correlationId: 'c-3',
    });
    const hidden = await http().get(`/api/v1/jobs/${id}`).expect(404);
    const missing = await http().get('/api/v1/jobs/maintenance--does-not-exist').expect(404);
    expect(hidden.body.code).toBe('job_not_found');
    expect({ ...hidden.body, requestId: null }).toEqual({ ...missing.body, requestId: null });
  });

  it.each(['no-queue-prefix', 'unknownqueue--abc', `maintenance--${'x'.repeat(80)}`])('answers 404 for the malformed id %#', async (id) => {
    const res = await http().get(`/api/v1/jobs/${encodeURIComponent(id)}`).expect(404);
    expect(res.body.message).toBe('Der Auftrag wurde nicht gefunden.');
  });

  it('answers an over-long id with a German 414 before it reaches the queue', async () => {
    const res = await http().get(`/api/v1/jobs/${'x'.repeat(600)}`).expect(414);
    expect(res.body).toMatchObject({ statusCode: 414, code: 'uri_too_long', message: 'Die Adresse ist zu lang.' });
  });
});

describe('POST /api/v1/jobs/{id}/resume (issue 19)', () => {
  let t: ApiTestApp;
  let queues: JobQueues;
  let redis: ReturnType<typeof createRedisConnection>;
  let worker: Worker | undefined;
  const workerConnection = createRedisConnection('redis://127.0.0.1:6379');
  let dealer: { token: string; userId: string };
  let otherCustomer: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startApiTestApp('api_jobs_resume');
    await seedDemoUsers(poolOf(t), { discountImport: false });
    redis = createRedisConnection('redis://127.0.0.1:6379');
    queues = new JobQueues(redis, t.queuePrefix);
    const token = await login(t, DEMO.Dealer, undefined, '127.0.0.61');
    const { rows } = await poolOf(t).query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.Dealer]);
    dealer = { token, userId: rows[0].id };
    otherCustomer = await login(t, DEMO.b2c, undefined, '127.0.0.61');
  });
  afterAll(async () => {
    await worker?.close(true);
    await workerConnection.quit();
    await queues.close();
    await redis.quit();
    await t?.close();
  });

  /** A discounts worker whose first run stops at 40 % and fails; every later run finishes. */
  function flakyWorker(): { runs: () => number } {
    let runs = 0;
    worker = new Worker(
      'discounts',
      async (job) => {
        runs += 1;
        if (runs === 1) {
          await job.updateProgress(40);
          throw new Error('worker lost its database');
        }
        await job.updateProgress(100);
        return { rows: 10, changedCells: 10, durationMs: 5 };
      },
      { connection: workerConnection, prefix: t.queuePrefix },
    );
    return { runs: () => runs };
  }

  async function statusOf(id: string, token = dealer.token) {
    return (await http().get(`/api/v1/jobs/${id}`).set('authorization', `Bearer ${token}`).expect(200)).body;
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the job never got there');
  }

  it('a failed bulk job says how far it got; its requester resumes it, others get 404, a finished one 409', async () => {
    const flaky = flakyWorker();
    const id = await queues.enqueue(
      'discounts.update_all',
      {
        payload: {
          operationId: 'op-resume',
          dealerId: 'd',
          actor: { userId: dealer.userId, role: 'Dealer' },
          request: { customer_group: 'b2b', bank_id: 'b', manufacturer_id: 'm', exclude_car_model_ids: [], discount: { field: 'base_discount', value: 5 } },
        },
        requestedBy: { userId: dealer.userId, role: 'Dealer' },
        correlationId: 'c-resume',
      },
      { key: 'op-resume', attempts: 1 },
    );
    const failed = await until(() => statusOf(id), (s) => s.state === 'failed');
    expect(failed).toMatchObject({ progress: 40, resumable: true, error: { code: 'job_interrupted' } });
    expect(failed.error.message).toContain('bei 40 % unterbrochen');

    await http().post(`/api/v1/jobs/${id}/resume`).set('authorization', `Bearer ${otherCustomer}`).expect(404);
    // A visitor is told what GET tells: no such job.
    await http().post(`/api/v1/jobs/${id}/resume`).expect(404);
    const resumed = await http().post(`/api/v1/jobs/${id}/resume`).set('authorization', `Bearer ${dealer.token}`).expect(202);
    expect(resumed.body).toMatchObject({ id, state: 'waiting', resumable: false });

    const completed = await until(() => statusOf(id), (s) => s.state === 'completed');
    expect(completed).toMatchObject({ progress: 100, result: { rows: 10, changedCells: 10 }, resumable: false });
    expect(flaky.runs()).toBe(2);
    const refused = await http().post(`/api/v1/jobs/${id}/resume`).set('authorization', `Bearer ${dealer.token}`).expect(409);
    expect(refused.body).toMatchObject({ code: 'job_not_resumable', message: expect.stringContaining('nicht fortgesetzt') });
  });

  it('a failed job of another kind is not resumable', async () => {
    const id = await queues.enqueue('demo-data.generate', { payload: { size: 'tiny' }, requestedBy: { userId: dealer.userId, role: 'Dealer' }, correlationId: 'c-x' });
    const status = await statusOf(id);
    expect(status.resumable).toBe(false);
    await http().post(`/api/v1/jobs/${id}/resume`).set('authorization', `Bearer ${dealer.token}`).expect(409);
  });
});
