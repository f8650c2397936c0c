import request from 'supertest';
import { SYSTEM_ACTOR } from '@autoleasing/contracts';
import { createRedisConnection, JobQueues } from '@autoleasing/infra';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';

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
    const id = await queues.enqueue('demo-data.generate', { payload: { size: 'tiny' }, requestedBy: SYSTEM_ACTOR, correlationId: 'c-1' });
    const res = await http().get(`/api/v1/jobs/${id}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ id, name: 'demo-data.generate', state: 'waiting', progress: 0, result: null, error: null, finishedAt: null });
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
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
