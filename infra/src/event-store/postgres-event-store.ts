import { randomUUID } from 'node:crypto';
import type { ClientBase, Pool, PoolClient, QueryResult } from 'pg';
import type { PgTimeouts } from '../config/dependency-timeouts';
import { createPgPool } from '../db/pg-pool';
import { OutboxPerPool } from '../event-outbox/outbox-per-pool';
import { rollbackAndRelease } from '../db/in-transaction';
import { OutboxRowsPending, WrongExpectedVersion } from './errors';
import type { EventTypeRegistry } from './event-type-registry';
import { PgLogReader } from './postgres/pg-log-reader';
import { PgNotifier } from './postgres/pg-notifier';
import { decodePgPosition, encodePgPosition } from './postgres/pg-position';
import { EVENT_COLUMNS, EventRowMapper, type EventRowArray } from './postgres/pg-rows';
import { startPgSubscription } from './postgres/pg-subscription';
import { PgWakePublisher } from './postgres/pg-wake-publisher';
import { streamLockKey } from './stream-lock';
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

export interface PostgresEventStoreOptions {
  /** Use this pool (not closed by `close()`), or give `databaseUrl` and the store owns its pool. */
  pool?: Pool;
  databaseUrl?: string;
  registry: EventTypeRegistry;
  /** Pool size when the store creates its pool. */
  poolSize?: number;
  /** Limits of the pool the store creates (default: the api's, see createPgPool). */
  pgTimeouts?: PgTimeouts;
  /** application_name of the pool the store creates (default: createPgPool's). */
  appName?: string;
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
  /** For transact when the events cannot be appended in the caller's transaction (another database, outbox rows pending). */
  private readonly outboxes: OutboxPerPool;

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
    this.outboxes = new OutboxPerPool(this, registry);
  }

  /**
   * Natively when `pool` is this store's database: BEGIN, the stream's lock and the read in one
   * round trip, `work`, then `writes`, the append at the revision read and COMMIT in one more
   * (with `after`: the append, `after` and COMMIT one by one). Through the outbox when `pool` is
   * another database, or when the outbox still holds events of the stream (only the outbox path
   * folds them).
   */
  async transact<T>(pool: Pool, streamId: string, work: (tx: StreamTransaction) => Promise<StreamCommit<T>>): Promise<StreamCommitted<T>> {
    if (!this.storesIn(pool)) return this.outboxes.of(pool).transactThroughOutbox(streamId, work);
    const client = await pool.connect();
    let committed: (StreamCommitted<T> & { appendedTypes: string[] }) | undefined;
    try {
      const { outboxPending, events } = await this.beginLockedStreamRead(client, streamId, streamLockKey(streamId));
      if (outboxPending) await client.query('ROLLBACK');
      else committed = await this.commitWork(client, streamId, events, work);
    } catch (error) {
      await rollbackAndRelease(client);
      throw error;
    }
    client.release();
    if (!committed) return this.outboxes.of(pool).transactThroughOutbox(streamId, work);
    if (committed.appended) this.announceAppended(committed.appendedTypes);
    return { result: committed.result, appended: committed.appended };
  }

  /** transact's work and commit on the locked stream `events` read in the open transaction on `client`. */
  private async commitWork<T>(
    client: PoolClient,
    streamId: string,
    events: RecordedEvent[],
    work: (tx: StreamTransaction) => Promise<StreamCommit<T>>,
  ): Promise<StreamCommitted<T> & { appendedTypes: string[] }> {
    const last = events[events.length - 1];
    const revision = last ? last.revision : ('no_stream' as const);
    const commit = await work({ client, streamId, events, revision, pending: 0 });
    const stored = storedAlready(events, commit.events);
    if (stored) return { result: commit.result, appended: await this.commitRowsOnly(client, commit, stored), appendedTypes: [] };
    const appendedTypes = commit.events.map((e) => e.type);
    const options = { expectedRevision: revision };
    if (!commit.after) {
      if (commit.events.length > 0) return { result: commit.result, appended: await this.appendAndCommit(client, streamId, commit.events, options, commit.writes), appendedTypes };
      // Nothing decided (e.g. a step done before): `writes` and COMMIT in one round trip.
      await client.query(commit.writes ? `${commit.writes};\nCOMMIT` : 'COMMIT');
      return { result: commit.result, appended: null, appendedTypes };
    }
    if (commit.writes) await client.query(commit.writes);
    const appended = commit.events.length > 0 ? await this.appendInTransaction(client, streamId, commit.events, options) : null;
    await commit.after(client);
    await client.query('COMMIT');
    return { result: commit.result, appended, appendedTypes };
  }

  /**
   * A retried transaction whose events are all stored already: its rows commit, the append is the
   * no-op of an idempotent retry (the append at the revision read would store them twice, since
   * that revision is the one after them) and answers where they are.
   */
  private async commitRowsOnly<T>(client: PoolClient, commit: StreamCommit<T>, stored: RecordedEvent): Promise<AppendResult> {
    if (commit.writes) await client.query(commit.writes);
    await commit.after?.(client);
    await client.query('COMMIT');
    return { nextExpectedRevision: stored.revision, position: stored.position };
  }

  /**
   * Natively when `pool` is this store's database: ONE round trip (BEGIN, the stream's lock,
   * `writes`, the append at `expectedRevision`, COMMIT; lockAppendAndCommit), or without `writes`
   * one prepared statement (lockAndAppend). Through the outbox otherwise.
   */
  async appendWithRows(pool: Pool, streamId: string, events: readonly NewEvent[], options: AppendWithRowsOptions): Promise<AppendResult | null> {
    if (!this.storesIn(pool)) return this.outboxes.of(pool).appendWithRowsThroughOutbox(streamId, events, options);
    const { writes } = options;
    if (!writes) return this.lockAndAppend(pool, streamId, events, options);
    const client = await pool.connect();
    let appended: AppendResult;
    try {
      appended = await this.lockAppendAndCommit(client, streamId, streamLockKey(streamId), events, { expectedRevision: options.expectedRevision }, writes(client));
    } catch (error) {
      await rollbackAndRelease(client);
      throw error;
    }
    client.release();
    this.announceAppended(events.map((e) => e.type));
    return appended;
  }

  /**
   * appendWithRows without rows: lock, outbox check and append as one prepared statement
   * (event_store_lock_and_append, migration 210), its implicit transaction holding the lock until
   * the append commits. Cheaper than the simple query of lockAppendAndCommit, whose literals a
   * 50-cell discount save made long.
   */
  private async lockAndAppend(pool: Pool, streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const args = this.appendArguments(events, options);
    let row: AppendRow;
    try {
      const result = await pool.query<AppendRow>({
        name: 'es_lock_and_append',
        text: 'SELECT * FROM event_store_lock_and_append($1, $2, $3, $4::uuid[], $5::text[], $6::int[], $7::jsonb, $8::jsonb)',
        values: [streamId, streamLockKey(streamId), args.expected, args.ids, args.types, args.versions, args.data, args.metadata],
      });
      row = result.rows[0];
    } catch (error) {
      throw appendError(error, streamId, options.expectedRevision);
    }
    this.announceAppended(events.map((e) => e.type));
    return { nextExpectedRevision: BigInt(row.stream_revision!), position: encodePgPosition(row.transaction_id!, row.sequence!) };
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
   * PostgreSQL only, for a command run in one transaction (CommandHandler.execute):
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
      throw appendError(error, streamId, options.expectedRevision);
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

/**
 * The stored event of the last of `appending` when every one of them is in `stream` already (a
 * retried transaction), else undefined. The first id decides the common case in one scan.
 */
function storedAlready(stream: readonly RecordedEvent[], appending: readonly NewEvent[]): RecordedEvent | undefined {
  if (appending.length === 0 || !stream.some((e) => e.id === appending[0].id)) return undefined;
  const byId = new Map(stream.map((e) => [e.id, e]));
  if (!appending.every((e) => byId.has(e.id))) return undefined;
  return byId.get(appending[appending.length - 1].id);
}

export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  if (options.pool) return new PostgresEventStore(options.pool, options.registry, false);
  if (!options.databaseUrl) throw new Error('createPostgresEventStore needs a pool or a databaseUrl');
  const pool = createPgPool(options.databaseUrl, options.poolSize ?? 10, options.pgTimeouts, options.appName);
  // An idle client that loses its connection (server restart, database dropped) emits 'error' on
  // the pool; without a listener that would crash the process. The next query reconnects.
  pool.on('error', () => undefined);
  return new PostgresEventStore(pool, options.registry, true);
}

/** The port's error for what the lock-and-append functions raise (migrations 075, 078); others as they are. */
function appendError(error: unknown, streamId: string, expected: AppendOptions['expectedRevision']): unknown {
  const pgError = error as { code?: string; detail?: string };
  if (pgError.code === 'ESOBX') return new OutboxRowsPending(streamId);
  if (pgError.code !== 'ESCNF') return error;
  return new WrongExpectedVersion(streamId, expected, pgError.detail ? BigInt(pgError.detail) : null);
}
