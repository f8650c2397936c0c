import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createPgPool } from '../db/pg-pool';
import { WrongExpectedVersion } from './errors';
import type { EventTypeRegistry } from './event-type-registry';
import { PgLogReader } from './postgres/pg-log-reader';
import { PgNotifier } from './postgres/pg-notifier';
import { decodePgPosition, encodePgPosition } from './postgres/pg-position';
import { EVENT_COLUMNS, EventRowMapper, type EventRowArray } from './postgres/pg-rows';
import { startPgSubscription } from './postgres/pg-subscription';
import { PgWakePublisher } from './postgres/pg-wake-publisher';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  GlobalPosition,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './types';

export interface PostgresEventStoreOptions {
  /** Use this pool (not closed by `close()`), or give `databaseUrl` and the store owns its pool. */
  pool?: Pool;
  databaseUrl?: string;
  registry: EventTypeRegistry;
  /** Pool size when the store creates its pool. */
  poolSize?: number;
}

const MAX_REVISION = '9223372036854775807';
const DEFAULT_READ_ALL_LIMIT = 1000;

interface AppendRow {
  outcome: 'appended' | 'duplicate' | 'conflict';
  stream_revision: string | null;
  transaction_id: string | null;
  sequence: string | null;
}

/** The default event store: tables and the append function from the EventStore migration. */
export class PostgresEventStore implements EventStore {
  private readonly reader: PgLogReader;
  private readonly notifier: PgNotifier;
  private readonly wakePublisher: PgWakePublisher;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly pool: Pool,
    private readonly registry: EventTypeRegistry,
    private readonly ownsPool: boolean,
  ) {
    this.reader = new PgLogReader(pool, registry);
    // Tags this store's NOTIFYs so its own listener skips them (its subscribers are woken directly).
    const origin = randomUUID();
    this.wakePublisher = new PgWakePublisher(pool, origin);
    const poolOptions = (pool as unknown as { options: { connectionString?: string } & object }).options;
    this.notifier = new PgNotifier(poolOptions.connectionString, poolOptions, origin);
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    // Validation throws before anything reaches the database, so a bad batch stores nothing.
    const prepared = this.registry.prepare(events);
    const expected = options.expectedRevision;
    const count = prepared.length;
    const ids = new Array<string>(count);
    const types = new Array<string>(count);
    const versions = new Array<number>(count);
    const data = new Array<unknown>(count);
    const metadata = new Array<unknown>(count);
    for (let i = 0; i < count; i++) {
      const event = prepared[i];
      ids[i] = event.id;
      types[i] = event.type;
      versions[i] = event.schemaVersion;
      data[i] = event.data;
      metadata[i] = event.metadata;
    }
    // One round trip: expected-revision check, idempotency check and insert in event_store_append.
    // data and metadata travel as one JSON array each (see the migration for why not jsonb[]).
    const result = await this.pool.query<AppendRow>({
      name: 'es_append',
      text: 'SELECT * FROM event_store_append($1, $2, $3::uuid[], $4::text[], $5::int[], $6::jsonb, $7::jsonb)',
      values: [
        streamId,
        typeof expected === 'bigint' ? expected.toString() : expected,
        ids,
        types,
        versions,
        JSON.stringify(data),
        JSON.stringify(metadata),
      ],
    });
    const row = result.rows[0];
    if (row.outcome === 'conflict') {
      throw new WrongExpectedVersion(streamId, expected, row.stream_revision === null ? null : BigInt(row.stream_revision));
    }
    if (row.outcome === 'appended') {
      this.notifier.notifyLocal();
      this.wakePublisher.publish();
    }
    return {
      nextExpectedRevision: BigInt(row.stream_revision!),
      position: encodePgPosition(row.transaction_id!, row.sequence!),
    };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.from?.toString() ?? (backwards ? MAX_REVISION : '0');
    const result = await this.pool.query<EventRowArray>({
      name: backwards ? 'es_read_stream_backwards' : 'es_read_stream_forwards',
      rowMode: 'array',
      text: `SELECT ${EVENT_COLUMNS} FROM events e
              WHERE e.stream_id = $1 AND e.revision ${backwards ? '<=' : '>='} $2::bigint
              ORDER BY e.revision ${backwards ? 'DESC' : 'ASC'} LIMIT $3`,
      values: [streamId, from, options.limit ?? null],
    });
    const mapper = new EventRowMapper(this.registry);
    return result.rows.map((row) => mapper.map(row));
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const page = await this.reader.readPage(options.after, options.limit ?? DEFAULT_READ_ALL_LIMIT, options.eventTypes);
    return page.events;
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = startPgSubscription(options, {
      readPage: (after, limit, eventTypes) => this.reader.readPage(after, limit, eventTypes),
      head: () => this.reader.head(),
      addListener: (listener) => this.notifier.add(listener),
      removeListener: (listener) => this.notifier.remove(listener),
    });
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
    return (await this.reader.head()) ?? 0n;
  }

  async countAfter(position: GlobalPosition | undefined, cap: number): Promise<number> {
    const [xid, seq] = decodePgPosition(position);
    const result = await this.pool.query<{ count: string }>({
      name: 'es_count_after',
      text: `SELECT count(*) AS count FROM (
               SELECT 1 FROM events e WHERE (e.transaction_id, e.sequence) > ($1::xid8, $2::bigint) LIMIT $3
             ) t`,
      values: [xid, seq, cap],
    });
    return Number(result.rows[0].count);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    this.subscriptions.clear();
    await this.notifier.disconnect();
    await this.wakePublisher.close();
    if (this.ownsPool) await this.pool.end();
  }
}

export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  if (options.pool) return new PostgresEventStore(options.pool, options.registry, false);
  if (!options.databaseUrl) throw new Error('createPostgresEventStore needs a pool or a databaseUrl');
  const pool = createPgPool(options.databaseUrl, options.poolSize ?? 10);
  // An idle client that loses its connection (server restart, database dropped) emits 'error' on
  // the pool; without a listener that would crash the process. The next query reconnects.
  pool.on('error', () => undefined);
  return new PostgresEventStore(pool, options.registry, true);
}
