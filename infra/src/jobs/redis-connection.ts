import IORedis, { type Redis } from 'ioredis';

/**
 * A Redis connection for BullMQ. BullMQ workers block on Redis, so they require
 * maxRetriesPerRequest: null; queues share the same setting for simplicity.
 */
export function createRedisConnection(redisUrl: string): Redis {
  return new IORedis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}
