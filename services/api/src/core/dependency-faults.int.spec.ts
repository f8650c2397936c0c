import path from 'node:path';
import { createPgPool } from '@autoleasing/infra';
import {
  createTestDatabase,
  exitsOnSigtermWhileSilent,
  freePort,
  proxyDependencies,
  spawnTsChild,
  uniqueQueuePrefix,
  untilListening,
  type ProxiedDependencies,
  type TestDatabase,
} from '@autoleasing/infra/testing';
import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Pool } from 'pg';
import request from 'supertest';
import { eventually } from '../../test/eventually';
import { createApp } from '../create-app';
import { DEMO, DEMO_PASSWORD, seedDemoUsers } from '../modules/wall/test/wall-test-kit';
import { TABLE_OWNERS } from '@autoleasing/projections';

/**
 * Issue 19, item 4: every wait has a limit. PostgreSQL and Redis sit behind TCP proxies that can
 * be switched to "accept, never answer". The app runs with short limits (set through the runtime
 * config below), so a request that waits on a silent dependency answers a German 503 well inside
 * Jest's test timeout; no test measures time itself.
 */
const SHORT_LIMITS = {
  PG_STATEMENT_TIMEOUT_MS: '1000',
  PG_CONNECT_TIMEOUT_MS: '1000',
  REDIS_COMMAND_TIMEOUT_MS: '300',
  REDIS_CONNECT_TIMEOUT_MS: '1000',
  SHUTDOWN_TIMEOUT_MS: '3000',
  // Above the ~3 s a silent PostgreSQL takes to fail (statement limit + 2 s), so that case shows
  // its own 503 (the login is no checkout path).
  HTTP_REQUEST_DEADLINE_MS: '8000',
  // The checkout paths' deadline: the probe below hangs under /api/v1/checkout and meets this one,
  // so its test waits one second, not eight. No other request of this suite is a checkout path.
  HTTP_CHECKOUT_DEADLINE_MS: '1000',
};

/** Releases the probe's hanging handlers when the suite ends. */
let releaseHanging: () => void = () => undefined;
const hanging = new Promise<void>((resolve) => (releaseHanging = resolve));

/** Mounted only here: a handler waiting on something that never answers, as a stuck dependency would. */
@Controller('api/v1/checkout/fault-probe')
class FaultProbeController {
  @Get('hang')
  async hang() {
    await hanging;
    return { late: true };
  }
}

@Module({ controllers: [FaultProbeController] })
class FaultProbeModule {}
const UNAVAILABLE = {
  statusCode: 503,
  code: 'dependency_unavailable',
  message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
};
const SESSION = '/api/v1/customers/session';

let database: TestDatabase;
let proxies: ProxiedDependencies;
let pgProxy: ProxiedDependencies['pg'];
let redisProxy: ProxiedDependencies['redis'];
let pool: Pool;
const savedEnv = { ...process.env };

beforeAll(async () => {
  database = await createTestDatabase('faults', TABLE_OWNERS);
  proxies = await proxyDependencies(database.url);
  ({ pg: pgProxy, redis: redisProxy } = proxies);
  pool = createPgPool(database.url, 2);
  await seedDemoUsers(pool, { discountImport: false });
  Object.assign(process.env, SHORT_LIMITS, proxies.env, {
    QUEUE_PREFIX: uniqueQueuePrefix('faults'),
    PUBLIC_ORIGIN: 'http://localhost:3000',
  });
}, 60_000);

afterAll(async () => {
  proxies?.restore();
  await pool?.end();
  await proxies?.close();
  await database?.drop();
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
});

describe('the api in-process', () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createApp({ logger: false, imports: [FaultProbeModule] });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }, 60_000);
  afterEach(() => {
    pgProxy.restore();
    redisProxy.restore();
  });
  afterAll(async () => {
    releaseHanging();
    await app?.close();
  });

  it('answers a German 503 dependency_unavailable when PostgreSQL does not answer', async () => {
    await http().post(SESSION).send({ email: DEMO.b2c, password: DEMO_PASSWORD }).expect(200);
    pgProxy.blackhole();
    const pooled = await http().post(SESSION).send({ email: DEMO.b2c, password: DEMO_PASSWORD });
    expect(pooled.status).toBe(503);
    expect(pooled.body).toMatchObject(UNAVAILABLE);
    expect(pooled.headers['retry-after']).toBe('5');
  });

  it('logs in while Redis does not answer (the throttle lets the attempt through)', async () => {
    redisProxy.blackhole();
    const response = await http().post(SESSION).send({ email: DEMO.b2c, password: DEMO_PASSWORD }).expect(200);
    expect(response.body.access_token).toEqual(expect.any(String));
  });

  it('answers a German 503 for a job status while Redis does not answer', async () => {
    redisProxy.blackhole();
    const response = await http().get('/api/v1/jobs/discounts--no-such-job');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject(UNAVAILABLE);
  });

  it('answers a German 503 request_timeout when a handler has not answered by its deadline', async () => {
    const response = await http().get('/api/v1/checkout/fault-probe/hang');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ statusCode: 503, code: 'request_timeout', message: UNAVAILABLE.message });
  });

  it('works again once the dependencies answer again', async () => {
    pgProxy.blackhole();
    redisProxy.blackhole();
    await http().post(SESSION).send({ email: DEMO.b2c, password: DEMO_PASSWORD }).expect(503);
    pgProxy.restore();
    redisProxy.restore();
    await http().post(SESSION).send({ email: DEMO.b2c, password: DEMO_PASSWORD }).expect(200);
    // Redis's client reconnects on its own backoff: the job status answers again within it.
    await eventually(async () => expect((await http().get('/api/v1/jobs/discounts--no-such-job')).status).toBe(404));
  });
});

describe('the api process', () => {
  it('exits on SIGTERM while PostgreSQL and Redis do not answer', async () => {
    const port = await freePort();
    const api = spawnTsChild(path.join(__dirname, '../main.ts'), [], { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' });
    // Requests in flight against the silent dependencies while the process is asked to stop.
    const inFlight = () => {
      void fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      void fetch(`http://127.0.0.1:${port}${SESSION}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: DEMO.b2c, password: DEMO_PASSWORD }),
      }).catch(() => undefined);
    };
    const exit = await exitsOnSigtermWhileSilent(api, proxies, untilListening(`http://127.0.0.1:${port}/api/health`, api), inFlight);
    expect(exit.code !== null || exit.signal !== null).toBe(true);
  }, 180_000);
});
