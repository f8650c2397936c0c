import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { Pool } from 'pg';
import { OutboxPerPool } from '../event-outbox/outbox-per-pool';
import { WrongExpectedVersion } from './errors';
import { normaliseEsdbConnectionString } from './esdb-connection-string';
import type { EventTypeRegistry } from './event-type-registry';
import {
  decodeEsdbPosition,
  encodeEsdbPosition,
  fromEsdbCurrentRevision,
  fromEsdbEvent,
  isSystemEventType,
  toEsdbExpectedRevision,
  toEsdbMetadata,
} from './esdb/esdb-mapping';
import { startEsdbSubscription } from './esdb/esdb-subscription';
import type {
  AppendOptions,
  AppendResult,
  AppendWithRowsOptions,
  EventStore,
  GlobalPosition,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamCommit,
  StreamCommitted,
  StreamTransaction,
  SubscribeOptions,
  Subscription,
} from './types';

const DEFAULT_READ_ALL_LIMIT = 1000;
const SCAN_PAGE = 512;

/** The EventStoreDB adapter. Tested only by the contract suite against a real server. */
export class EsdbEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();
  /** transact and appendWithRows: EventStoreDB cannot join a PostgreSQL transaction, so they go through the outbox. */
  private readonly outboxes: OutboxPerPool;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly registry: EventTypeRegistry,
  ) {
    this.outboxes = new OutboxPerPool(this, registry);
  }

  /** Through the outbox: rows and outbox rows commit in PostgreSQL, then the events are appended here. */
  transact<T>(pool: Pool, streamId: string, work: (tx: StreamTransaction) => Promise<StreamCommit<T>>): Promise<StreamCommitted<T>> {
    return this.outboxes.of(pool).transactThroughOutbox(streamId, work);
  }

  /** Through the outbox, refused unless the stream is at `expectedRevision` with nothing pending. */
  appendWithRows(pool: Pool, streamId: string, events: readonly NewEvent[], options: AppendWithRowsOptions): Promise<AppendResult | null> {
    return this.outboxes.of(pool).appendWithRowsThroughOutbox(streamId, events, options);
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const prepared = this.registry.prepare(events);
    try {
      // ESDB dedups by event id itself, so a retried append returns the original result.
      const result = await this.client.appendToStream(
        streamId,
        prepared.map((e) =>
          jsonEvent({ id: e.id, type: e.type, data: e.data as never, metadata: toEsdbMetadata(e.metadata, e.schemaVersion) as never }),
        ),
        { expectedRevision: toEsdbExpectedRevision(options.expectedRevision) },
      );
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position ? encodeEsdbPosition(result.position) : await this.positionOfRevision(streamId, result.nextExpectedRevision),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedVersion(streamId, options.expectedRevision, fromEsdbCurrentRevision(error.actualVersion));
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.from ?? (backwards ? END : START),
        ...(options.limit !== undefined ? { maxCount: options.limit } : {}),
      });
      for await (const resolved of read as AsyncIterable<ResolvedEvent>) {
        if (resolved.event) events.push(fromEsdbEvent(resolved.event, this.registry));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? DEFAULT_READ_ALL_LIMIT;
    const types = options.eventTypes ? new Set(options.eventTypes) : undefined;
    const events: RecordedEvent[] = [];
    await this.scanForwards(options.after, (event) => {
      if (!types || types.has(event.type)) events.push(fromEsdbEvent(event, this.registry));
      return events.length < limit;
    });
    return events;
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = startEsdbSubscription(this.client, this.registry, options, this.headPosition());
    this.subscriptions.add(subscription);
    return {
      caughtUp: subscription.caughtUp,
      stop: async () => {
        this.subscriptions.delete(subscription);
        await subscription.stop();
      },
    };
  }

  async headPosition(): Promise<GlobalPosition> {
    // Newest non-system event; system events ($stats, $metadata…) are not part of our log.
    let from: ReadPosition = END;
    for (;;) {
      let seen = 0;
      let last: AllStreamResolvedEvent['event'];
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: SCAN_PAGE }) as AsyncIterable<AllStreamResolvedEvent>) {
        seen += 1;
        last = resolved.event;
        if (resolved.event && !isSystemEventType(resolved.event.type)) return encodeEsdbPosition(resolved.event.position);
      }
      if (seen < SCAN_PAGE || !last) return 0n;
      from = last.position;
    }
  }

  async countAfter(position: GlobalPosition | undefined, cap: number): Promise<number> {
    let count = 0;
    if (cap <= 0) return 0;
    await this.scanForwards(position, () => ++count < cap);
    return count;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    this.subscriptions.clear();
    await this.client.dispose();
  }

  /** Visits non-system events after `after` in log order until `visit` returns false. */
  private async scanForwards(after: GlobalPosition | undefined, visit: (event: NonNullable<AllStreamResolvedEvent['event']>) => boolean): Promise<void> {
    let from: ReadPosition = after && after > 0n ? decodeEsdbPosition(after) : START;
    let lastPosition = after ?? 0n;
    for (;;) {
      let seen = 0;
      for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition: from, maxCount: SCAN_PAGE }) as AsyncIterable<AllStreamResolvedEvent>) {
        seen += 1;
        const event = resolved.event;
        if (!event) continue;
        const position = encodeEsdbPosition(event.position);
        // readAll's fromPosition is inclusive; our `after` is exclusive.
        if (position <= lastPosition) continue;
        lastPosition = position;
        if (isSystemEventType(event.type)) continue;
        if (!visit(event)) return;
      }
      if (seen < SCAN_PAGE) return;
      from = decodeEsdbPosition(lastPosition);
    }
  }

  /** Fallback when the server omits the position in the append result. */
  private async positionOfRevision(streamId: string, revision: bigint): Promise<GlobalPosition> {
    const [event] = await this.readStream(streamId, { from: revision, limit: 1 });
    return event?.position ?? 0n;
  }
}

export function createEsdbEventStore(options: { connectionString: string; registry: EventTypeRegistry }): EsdbEventStore {
  const client = EventStoreDBClient.connectionString(normaliseEsdbConnectionString(options.connectionString));
  return new EsdbEventStore(client, options.registry);
}
