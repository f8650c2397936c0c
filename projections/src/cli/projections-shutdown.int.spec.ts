import path from 'node:path';
import { createTestDatabase, exitsOnSigtermWhileSilent, proxyDependencies, spawnTsChild, type ProxiedDependencies, type TestDatabase } from '@autoleasing/infra/testing';
import { TABLE_OWNERS } from '../registry';

/**
 * Issue 19, item 4: SIGTERM stops the projections process within 10 s whatever PostgreSQL does.
 * `projections run` runs as a real process with PostgreSQL behind a proxy that stops answering
 * before the signal; the test waits for the exit (Jest's timeout bounds it), measuring no time.
 */
let database: TestDatabase;
let proxies: ProxiedDependencies;

beforeAll(async () => {
  database = await createTestDatabase('projections_shutdown', TABLE_OWNERS);
  proxies = await proxyDependencies(database.url);
}, 60_000);
afterAll(async () => {
  proxies?.restore();
  await proxies?.close();
  await database?.drop();
});

it('exits on SIGTERM while PostgreSQL does not answer', async () => {
  const projections = spawnTsChild(path.join(__dirname, '../cli.ts'), ['run'], {
    ...process.env,
    ...proxies.env,
    SHUTDOWN_TIMEOUT_MS: '3000',
    PG_CONNECT_TIMEOUT_MS: '1000',
  });
  const exit = await exitsOnSigtermWhileSilent(projections, proxies, projections.printed('Running projections'));
  expect(exit.code !== null || exit.signal !== null).toBe(true);
}, 120_000);
