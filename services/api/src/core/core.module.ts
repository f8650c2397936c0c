import {
  CommandHandler,
  createEventStore,
  createPgPool,
  createRequestRedisConnection,
  JobQueues,
  readyWithin,
  type RuntimeConfig,
} from '@autoleasing/infra';
import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { CatalogueVersion } from '../common/consistency/catalogue-version.service';
import { PgNotifications } from '../common/consistency/pg-notifications.service';
import { ReadYourWritesService } from '../common/consistency/read-your-writes.service';
import { createEventTypeRegistry } from './event-type-registry';
import { EVENT_STORE, JOB_QUEUES_TOKEN, PG_POOL, REDIS, RUNTIME_CONFIG } from './tokens';
import type { EventStore } from '@autoleasing/infra';

/**
 * Infrastructure for every module: configuration, the PostgreSQL pool, the event store and the one
 * command handler on them, Redis, the job queues, the process's one LISTEN connection
 * (PgNotifications) and the two services on it every module shares (read-your-writes, catalogue
 * version). Closed in reverse order on shutdown. The configuration is the one the process read at
 * start (`withConfig`), so createApp, main and every provider see the same values.
 */
@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [RUNTIME_CONFIG],
      useFactory: (config: RuntimeConfig) => createPgPool(config.databaseUrl, config.pgPoolSize, config.pgTimeouts.api, config.appName),
    },
    {
      provide: EVENT_STORE,
      inject: [RUNTIME_CONFIG],
      // The store keeps its own pool and listening connection: appends never wait behind queries.
      useFactory: (config: RuntimeConfig) =>
        createEventStore({
          eventStore: config.eventStore,
          databaseUrl: config.databaseUrl,
          registry: createEventTypeRegistry(),
          pgTimeouts: config.pgTimeouts.api,
          appName: config.appName,
        }),
    },
    // The one command path (docs/adr/0006-one-command-path.md) on the store and the database of the mutable rows.
    {
      provide: CommandHandler,
      inject: [EVENT_STORE, PG_POOL],
      useFactory: (eventStore: EventStore, pool: Pool) => new CommandHandler(eventStore, pool),
    },
    // Request paths only: commands fail after REDIS_COMMAND_TIMEOUT_MS and at once while Redis is
    // down, so no request waits on Redis without a limit (the worker keeps BullMQ's own settings).
    // The first requests must not meet a connection still opening: the app waits for it (bounded).
    {
      provide: REDIS,
      inject: [RUNTIME_CONFIG],
      useFactory: async (config: RuntimeConfig) => {
        const redis = createRequestRedisConnection(config.redisUrl, config.redisTimeouts);
        await readyWithin(redis, config.redisTimeouts.connectTimeoutMs);
        return redis;
      },
    },
    {
      provide: JOB_QUEUES_TOKEN,
      inject: [REDIS, RUNTIME_CONFIG],
      useFactory: (redis: Redis, config: RuntimeConfig) =>
        new JobQueues(redis, config.queuePrefix, 3 * config.redisTimeouts.commandTimeoutMs),
    },
    // One per process: every NOTIFY signals each listening backend of the database, so a module
    // must not provide its own listener (nor its own instance of a service that subscribes).
    PgNotifications,
    ReadYourWritesService,
    CatalogueVersion,
  ],
  exports: [RUNTIME_CONFIG, PG_POOL, EVENT_STORE, CommandHandler, REDIS, JOB_QUEUES_TOKEN, PgNotifications, ReadYourWritesService, CatalogueVersion],
})
export class CoreModule implements OnApplicationShutdown {
  static withConfig(config: RuntimeConfig): DynamicModule {
    return { module: CoreModule, providers: [{ provide: RUNTIME_CONFIG, useValue: config }] };
  }

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(JOB_QUEUES_TOKEN) private readonly jobQueues: JobQueues,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.jobQueues.close();
    await this.redis.quit().catch(() => undefined);
    await this.eventStore.close();
    await this.pool.end();
  }
}
