import { loadHttpDeadlines, loadPgTimeouts, loadReadYourWritesWaitMs, loadRedisTimeouts, loadShutdownTimeoutMs, SHUTDOWN_LIMIT_MS } from './dependency-timeouts';

describe('dependency timeouts', () => {
  it('gives the api a short statement limit and bulk work, projections and migrations longer ones', () => {
    expect(loadPgTimeouts({}, 'api')).toEqual({ statementTimeoutMs: 15_000, queryTimeoutMs: 17_000, connectTimeoutMs: 5_000, idleInTransactionTimeoutMs: 30_000 });
    expect(loadPgTimeouts({}, 'worker').statementTimeoutMs).toBe(120_000);
    expect(loadPgTimeouts({}, 'projections').statementTimeoutMs).toBe(120_000);
    expect(loadPgTimeouts({}, 'migrations').statementTimeoutMs).toBe(600_000);
  });

  it('reads each role from its own variable, and the client read limit follows the statement limit', () => {
    const env = { PG_STATEMENT_TIMEOUT_MS: '1000', WORKER_PG_STATEMENT_TIMEOUT_MS: '5000', PG_CONNECT_TIMEOUT_MS: '700' };
    expect(loadPgTimeouts(env, 'api')).toMatchObject({ statementTimeoutMs: 1000, queryTimeoutMs: 3000, connectTimeoutMs: 700 });
    expect(loadPgTimeouts(env, 'worker')).toMatchObject({ statementTimeoutMs: 5000, connectTimeoutMs: 700 });
  });

  it('ignores values that are not positive whole numbers', () => {
    for (const value of ['0', '-5', 'abc', '1.5', '']) expect(loadPgTimeouts({ PG_STATEMENT_TIMEOUT_MS: value }, 'api').statementTimeoutMs).toBe(15_000);
  });

  it('bounds Redis commands and HTTP handlers below the clients\' 30 s and 50 s', () => {
    expect(loadRedisTimeouts({})).toEqual({ commandTimeoutMs: 1_000, connectTimeoutMs: 2_000 });
    expect(loadHttpDeadlines({})).toEqual({ defaultMs: 25_000, checkoutMs: 45_000 });
  });

  it('bounds a command answer\'s wait for the read models at 2 s unless configured', () => {
    expect(loadReadYourWritesWaitMs({})).toBe(2_000);
    expect(loadReadYourWritesWaitMs({ READ_YOUR_WRITES_WAIT_MS: '250' })).toBe(250);
    expect(loadReadYourWritesWaitMs({ READ_YOUR_WRITES_WAIT_MS: '0' })).toBe(2_000);
  });

  it('keeps the shutdown below the spec\'s 10 s whatever is configured', () => {
    expect(loadShutdownTimeoutMs({})).toBe(8_000);
    expect(loadShutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: '60000' })).toBeLessThan(SHUTDOWN_LIMIT_MS);
  });
});
