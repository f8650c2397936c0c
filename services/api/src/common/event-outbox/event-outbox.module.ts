import { EventOutbox, type EventStore, type RuntimeConfig } from '@autoleasing/infra';
import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { createEventTypeRegistry } from '../../core/event-type-registry';
import { EVENT_STORE, PG_POOL, RUNTIME_CONFIG } from '../../core/tokens';

const logger = new Logger('EventOutbox');

/** Rows younger than the grace period are still being flushed by their command. */
const RELAY_GRACE_MS = 2000;

/**
 * Appends outbox leftovers (a crash between a command's COMMIT and its append) on startup and
 * every few seconds. Several api processes may relay at once: appends are idempotent by event id.
 */
@Injectable()
export class EventOutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private relay: { stop(): Promise<void> } | null = null;

  constructor(
    private readonly outbox: EventOutbox,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.relay = this.outbox.startRelay({ intervalMs: this.config.eventOutboxRelayMs, graceMs: RELAY_GRACE_MS });
  }

  /** Before the pool and the store close (CoreModule closes them on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.relay?.stop();
  }
}

/**
 * The transactional outbox and its relay. Commands reach the outbox through CommandHandler and the
 * event store's transact (with EventStoreDB, or a stream with leftovers); the relay appends what a
 * crash between a COMMIT and its append left behind.
 */
@Module({
  providers: [
    {
      provide: EventOutbox,
      inject: [PG_POOL, EVENT_STORE],
      useFactory: (pool: Pool, eventStore: EventStore) =>
        new EventOutbox(pool, eventStore, {
          registry: createEventTypeRegistry(),
          onError: (error, streamId) => logger.error({ err: error, streamId }, 'Outbox events not appended yet; the relay retries'),
        }),
    },
    EventOutboxRelay,
  ],
  exports: [EventOutbox],
})
export class EventOutboxModule {}
