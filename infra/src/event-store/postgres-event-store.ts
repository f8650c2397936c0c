import { randomUUID } from 'node:crypto';
import type { ClientBase, Pool, QueryResult } from 'pg';
import type { PgTimeouts } from '../config/dependency-timeouts';
import { createPgPool } from '../db/pg-pool';
import { OutboxRowsPending, WrongExpectedVersion } from './errors';
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
  /** Limits of the pool the store creates (default: the api's, see createPgPool). */
  pgTimeouts?: PgTimeouts;
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
    const { result, appended } = await this.appendOn(this.pool, streamId, events, options);
    if (appended) this.announceAppended(events.map((e) => e.type));
    return result;
  }

  /**
   * PostgreSQL only: appends inside the caller's open transaction on `client` (a connection to this
   * store's database), so the events commit together with the caller's other writes or not at all.
   * Nobody is woken: after its COMMIT the caller calls announceAppended().
   */
  async appendInTransaction(client: ClientBase, streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return (await this.appendOn(client, streamId, events, options)).result;
  }

  /**
   * Wakes this process's subscribers and, coalesced, other processes' (after an append committed).
   * `types`, the appended event types, let subscriptions with `wakeOn` sleep through appends that
   * are not theirs; without them every subscriber is woken.
   */
  announceAppended(types?: readonly string[]): void {
    this.notifier.notifyLocal(types ? new Set(types) : undefined);
    this.wakePublisher.publish(types);
  }

  /**
   * PostgreSQL only, for a command run in one transaction (EventOutbox.decideInOneTransaction):
   * BEGIN on `client`, wait for the transaction-scoped advisory lock `lockKey`, then read whether
   * event_outbox holds rows of the stream and the stream's events — one round trip (a simple query
   * of BEGIN and event_stream_lock_and_read, migration 074; both ids go in as escaped literals).
   */
  async beginLockedStreamRead(client: ClientBase, streamId: string, lockKey: string): Promise<{ outboxPending: boolean; events: RecordedEvent[] }> {
    const results = (await client.query({
      text: `BEGIN; SELECT * FROM event_stream_lock_and_read(${client.escapeLiteral(streamId)}, ${client.escapeLiteral(lockKey)})`,
      rowMode: 'array',
    })) as unknown as QueryResult<EventRowArray>[];
    const rows = results[1].rows;
    // o_pending first, then EVENT_COLUMNS; a stream without events is one row with NULL event columns.
    const mapper = new EventRowMapper(this.registry, 1);
    const events = rows[0][1] === null ? [] : rows.map((row) => mapper.map(row));
    return { outboxPending: rows[0][0] === true, events };
  }

  /** Whether `pool` connects to the database this store keeps its events in (the same pool or URL). */
  storesIn(pool: Pool): boolean {
    if (pool === this.pool) return true;
    const url = (p: Pool) => (p as unknown as { options: { connectionString?: string } }).options.connectionString;
    return url(pool) !== undefined && url(pool) === url(this.pool);
  }

  /**
   * PostgreSQL only: the append and the COMMIT of the caller's open transaction on `client`, in
   * one round trip (a simple query; every value goes in as an escaped literal). A revision
   * conflict raises inside the transaction (event_store_append_or_fail, migration 075), so COMMIT
   * does not run; the caller rolls back and gets WrongExpectedVersion. Nobody is woken: the caller
   * calls announceAppended(). `before`: statements of the caller's (SQL with escaped literals)
   * sent ahead of the append in the same round trip; one failing stops the rest, COMMIT included.
   */
  async appendAndCommit(client: ClientBase, streamId: string, events: readonly NewEvent[], options: AppendOptions, before?: string): Promise<AppendResult> {
    return this.sendAppendAndCommit(client, streamId, events, options, before ? `${before};\n` : '');
  }

  /**
   * PostgreSQL only, for a command decided on a state the caller already holds: BEGIN, the
   * stream's advisory lock `lockKey` (event_stream_lock_without_outbox, migration 078), `before`,
   * the append at `options.expectedRevision` and COMMIT — the whole command in ONE round trip.
   * WrongExpectedVersion when the stream moved on since that state; OutboxRowsPending when
   * event_outbox still holds rows of the stream. Either way nothing is written and the caller
   * rolls back.
   */
  async lockAppendAndCommit(client: ClientBase, streamId: string, lockKey: string, events: readonly NewEvent[], options: AppendOptions, before?: string): Promise<AppendResult> {
    const lock = `BEGIN; SELECT event_stream_lock_without_outbox(${client.escapeLiteral(streamId)}, ${client.escapeLiteral(lockKey)});\n`;
    return this.sendAppendAndCommit(client, streamId, events, options, before ? `${lock}${before};\n` : lock);
  }

  private async sendAppendAndCommit(client: ClientBase, streamId: string, events: readonly NewEvent[], options: AppendOptions, prefix: string): Promise<AppendResult> {
    const args = this.appendArguments(events, options);
    const lit = (value: string) => client.escapeLiteral(value);
    const array = (values: readonly string[], type: string) => `ARRAY[${values.map(lit).join(', ')}]::${type}[]`;
    const sql =
      `SELECT * FROM event_store_append_or_fail(${lit(streamId)}, ${lit(args.expected)}, ${array(args.ids, 'uuid')}, ${array(args.types, 'text')}, ` +
      `ARRAY[${args.versions.map((v) => String(Math.trunc(v))).join(', ')}]::int[], ${lit(args.data)}::jsonb, ${lit(args.metadata)}::jsonb); COMMIT`;
    let results: QueryResult<AppendRow>[];
    try {
      results = (await client.query(prefix + sql)) as unknown as QueryResult<AppendRow>[];
    } catch (error) {
      const pgError = error as { code?: string; detail?: string };
      if (pgError.code === 'ESOBX') throw new OutboxRowsPending(streamId);
      if (pgError.code !== 'ESCNF') throw error;
      throw new WrongExpectedVersion(streamId, options.expectedRevision, pgError.detail ? BigInt(pgError.detail) : null);
    }
    // The append's result comes just before the COMMIT's.
    const row = results[results.length - 2].rows[0];
    return { nextExpectedRevision: BigInt(row.stream_revision!), position: encodePgPosition(row.transaction_id!, row.sequence!) };
  }

  /** The arguments of event_store_append; validation throws before anything reaches the database. */
  private appendArguments(events: readonly NewEvent[], options: AppendOptions) {
    if (events.length === 0) throw new Error('append needs at least one event');
    const prepared = this.registry.prepare(events);
    const expected = options.expectedRevision;
    // data and metadata travel as one JSON array each (see the migration for why not jsonb[]).
    return {
      expected: typeof expected === 'bigint' ? expected.toString() : expected,
      ids: prepared.map((e) => e.id),
      types: prepared.map((e) => e.type),
      versions: prepared.map((e) => e.schemaVersion),
      data: JSON.stringify(prepared.map((e) => e.data)),
      metadata: JSON.stringify(prepared.map((e) => e.metadata)),
    };
  }

  private async appendOn(
    db: Pick<ClientBase, 'query'>,
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<{ result: AppendResult; appended: boolean }> {
    const args = this.appendArguments(events, options);
    // One round trip: expected-revision check, idempotency check and insert in event_store_append.
    const result = await db.query<AppendRow>({
      name: 'es_append',
      text: 'SELECT * FROM event_store_append($1, $2, $3::uuid[], $4::text[], $5::int[], $6::jsonb, $7::jsonb)',
      values: [streamId, args.expected, args.ids, args.types, args.versions, args.data, args.metadata],
    });
    const row = result.rows[0];
    if (row.outcome === 'conflict') {
      const expected = options.expectedRevision;
      throw new WrongExpectedVersion(streamId, expected, row.stream_revision === null ? null : BigInt(row.stream_revision));
    }
    return {
      result: { nextExpectedRevision: BigInt(row.stream_revision!), position: encodePgPosition(row.transaction_id!, row.sequence!) },
      appended: row.outcome === 'appended',
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
  const pool = createPgPool(options.databaseUrl, options.poolSize ?? 10, options.pgTimeouts);
  // An idle client that loses its connection (server restart, database dropped) emits 'error' on
  // the pool; without a listener that would crash the process. The next query reconnects.
  pool.on('error', () => undefined);
  return new PostgresEventStore(pool, options.registry, true);
}
