import IORedis, { type Redis } from 'ioredis';
import type { RedisTimeouts } from '../config/dependency-timeouts';

/** Where a Redis connection reports its outages (one line when lost, one when back). */
export type RedisOutageLog = (level: 'warn' | 'info', message: string, fields: Record<string, unknown>) => void;

const stderrLog: RedisOutageLog = (level, msg, fields) => {
  process.stderr.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields })}\n`);
};

/**
 * A Redis connection for BullMQ workers. A worker blocks on Redis, so BullMQ requires
 * maxRetriesPerRequest: null (commands wait for the reconnect); nobody waits on it in a browser.
 * Connecting is still bounded, and outages are reported once.
 */
export function createRedisConnection(redisUrl: string, timeouts?: RedisTimeouts, log: RedisOutageLog = stderrLog): Redis {
  const redis = new IORedis(redisUrl, {
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    lazyConnect: false,
    ...(timeouts ? { connectTimeout: timeouts.connectTimeoutMs } : {}),
  });
  reportOutages(redis, 'worker', log);
  return redis;
}

/**
 * A Redis connection for request paths (login throttle, mail quota, newsletter throttle, job
 * queues of the api): every command fails after `commandTimeoutMs`, and while the connection is
 * down commands fail at once (no offline queue) instead of waiting for the reconnect, so a
 * request answers within its limits and the caller decides (fail open, fail closed, or 503).
 * The connection itself keeps reconnecting in the background.
 */
export function createRequestRedisConnection(redisUrl: string, timeouts: RedisTimeouts, log: RedisOutageLog = stderrLog): Redis {
  const redis = new IORedis(redisUrl, {
    commandTimeout: timeouts.commandTimeoutMs,
    connectTimeout: timeouts.connectTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    enableReadyCheck: true,
    // Reconnect soon, but not in a tight loop while Redis is away.
    retryStrategy: (times) => Math.min(200 * times, 2_000),
  });
  reportOutages(redis, 'request', log);
  return redis;
}

/**
 * Logs the first error of an outage and the recovery, not every reconnect attempt: ioredis emits
 * 'error' for each failed attempt, and without a listener prints each one as unhandled.
 */
export function reportOutages(redis: Redis, role: string, log: RedisOutageLog = stderrLog): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log('warn', 'Redis unreachable; retrying in the background', { role, error: error.message });
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log('info', 'Redis reachable again', { role });
  });
}

/**
 * Waits until the connection is ready, at most `timeoutMs`; never rejects. Without an offline
 * queue a command sent while the connection is still opening fails at once, so a process waits
 * for it before it takes requests; with Redis away it starts anyway (and keeps reconnecting).
 */
export async function readyWithin(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  let timer: NodeJS.Timeout | undefined;
  let onReady: (() => void) | undefined;
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      onReady = () => resolve(true);
      redis.once('ready', onReady);
    }),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (onReady) redis.off('ready', onReady);
  return ready;
}
