import path from 'node:path';
import { createTestDatabase, exitsOnSigtermWhileSilent, proxyDependencies, spawnTsChild, uniqueQueuePrefix, type ProxiedDependencies, type TestDatabase } from '@autoleasing/infra/testing';
import { TABLE_OWNERS } from '@autoleasing/projections';

/**
 * Issue 19, item 4: SIGTERM stops the worker within 10 s whatever its dependencies do. The worker
 * runs as a real process with PostgreSQL and Redis behind proxies that stop answering before the
 * signal; the test waits for the exit (Jest's timeout bounds it) and measures no time itself.
 */
let database: TestDatabase;
let proxies: ProxiedDependencies;

beforeAll(async () => {
  database = await createTestDatabase('worker_shutdown', TABLE_OWNERS);
  proxies = await proxyDependencies(database.url);
}, 60_000);
afterAll(async () => {
  proxies?.restore();
  await proxies?.close();
  await database?.drop();
});

it('exits on SIGTERM while PostgreSQL and Redis do not answer', async () => {
  const worker = spawnTsChild(path.join(__dirname, 'main.ts'), [], {
    ...process.env,
    ...proxies.env,
    QUEUE_PREFIX: uniqueQueuePrefix('worker-shutdown'),
    SHUTDOWN_TIMEOUT_MS: '3000',
    PG_CONNECT_TIMEOUT_MS: '1000',
    REDIS_CONNECT_TIMEOUT_MS: '1000',
  });
  const exit = await exitsOnSigtermWhileSilent(worker, proxies, worker.printed('worker ready'));
  expect(exit.code !== null || exit.signal !== null).toBe(true);
}, 120_000);
