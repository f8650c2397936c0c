import { createTestDatabase, TcpProxy, type TestDatabase } from '../testing';
import { createPgPool } from './pg-pool';

jest.setTimeout(30_000);

/**
 * The pool's read limit without a timer per query (issue 19, item 4): a query whose server never
 * answers fails with pg's 'Query read timeout' (503 in the api), and the pool goes on with new
 * connections once the server answers again. No test measures time; Jest's timeout bounds it.
 */
describe('query read watchdog', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;

  beforeAll(async () => {
    database = await createTestDatabase('read_watchdog');
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: Number(new URL(database.url).port || 5432) });
  });
  afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  });

  it('ends a query the server never answers with "Query read timeout", then serves again', async () => {
    const timeouts = { statementTimeoutMs: 200, queryTimeoutMs: 400, connectTimeoutMs: 1000, idleInTransactionTimeoutMs: 1000 };
    const pool = createPgPool(proxy.route(database.url), 2, timeouts);
    try {
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      // pg's per-query timer is off: the watchdog holds the limit.
      expect((pool as unknown as { options: { query_timeout?: number } }).options.query_timeout).toBeUndefined();
      proxy.blackhole();
      await expect(pool.query('SELECT 1')).rejects.toThrow('Query read timeout');
      proxy.restore();
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      proxy.restore();
      await pool.end();
    }
  });

  it('leaves a slow query within the limit alone', async () => {
    const timeouts = { statementTimeoutMs: 2000, queryTimeoutMs: 2500, connectTimeoutMs: 1000, idleInTransactionTimeoutMs: 1000 };
    const pool = createPgPool(database.url, 1, timeouts);
    try {
      expect((await pool.query<{ done: boolean }>('SELECT true AS done FROM pg_sleep(0.3)')).rows).toEqual([{ done: true }]);
    } finally {
      await pool.end();
    }
  });
});
