import type { Pool } from 'pg';
import type { EventTypeRegistry } from '../event-store/event-type-registry';
import type { EventStore } from '../event-store/types';
import { EventOutbox } from './event-outbox';

/**
 * The outbox an event store sends EventStore.transact through, one per PostgreSQL pool its
 * callers hand it (the database of their mutable rows). Keyed weakly: a pool that is gone takes
 * its outbox with it.
 */
export class OutboxPerPool {
  private readonly outboxes = new WeakMap<Pool, EventOutbox>();

  constructor(
    private readonly store: EventStore,
    private readonly registry: EventTypeRegistry,
  ) {}

  of(pool: Pool): EventOutbox {
    let outbox = this.outboxes.get(pool);
    if (!outbox) {
      outbox = new EventOutbox(pool, this.store, { registry: this.registry });
      this.outboxes.set(pool, outbox);
    }
    return outbox;
  }
}
