import { loadProcessSettings } from './process-settings';

describe('process settings', () => {
  it('given no variables, then the documented defaults', () => {
    expect(loadProcessSettings({})).toEqual({
      host: '0.0.0.0',
      appName: 'autoleasing',
      logLevel: 'info',
      queuePrefix: 'autoleasing',
      pgPoolSize: 20,
      rateLimitMax: 1200,
      analyticsRateLimitPerMinute: 60,
      catalogueCache: true,
      catalogueResponseCacheEntries: 2000,
      documentsSweepMs: 60_000,
      eventOutboxRelayMs: 5000,
      seedOnStart: undefined,
      webDistDir: undefined,
      webSsrDir: undefined,
      workerConcurrency: 2,
      bulkJobLockMs: 10_000,
    });
  });

  it('given tests, then warnings only unless LOG_LEVEL says otherwise', () => {
    expect(loadProcessSettings({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadProcessSettings({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('given set variables, then their values; an empty SEED_ON_START seeds nothing', () => {
    const settings = loadProcessSettings({ QUEUE_PREFIX: 'run-7', PG_POOL_SIZE: '5', CATALOGUE_CACHE: 'off', CATALOGUE_RESPONSE_CACHE_ENTRIES: '0', SEED_ON_START: '', WEB_DIST_DIR: '/srv/web' });
    expect(settings).toMatchObject({ queuePrefix: 'run-7', pgPoolSize: 5, catalogueCache: false, catalogueResponseCacheEntries: 0, seedOnStart: undefined, webDistDir: '/srv/web' });
  });

  it.each(['999', 'abc'])('given BULK_JOB_LOCK_MS=%p, then the default: a lock shorter than 1 s would expire while a batch runs', (value) => {
    expect(loadProcessSettings({ BULK_JOB_LOCK_MS: value }).bulkJobLockMs).toBe(10_000);
  });

  it.each(['abc', '-3', '1.5', ''])('given PG_POOL_SIZE=%p, then the default instead of a broken pool', (value) => {
    expect(loadProcessSettings({ PG_POOL_SIZE: value }).pgPoolSize).toBe(20);
  });
});
