import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@autoleasing/contracts';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../db/in-transaction';
import type { EventTypeRegistry } from '../event-store/event-type-registry';
import { WrongExpectedVersion } from '../event-store/errors';
import { streamLockKey } from '../event-store/stream-lock';
import type { AppendResult, AppendWithRowsOptions, EventStore, GlobalPosition, NewEvent, StreamCommit, StreamCommitted, StreamTransaction } from '../event-store/types';

export interface EventOutboxOptions {
  /** Checks events when they are written, so a bad event fails its transaction, not the relay. */
  registry?: EventTypeRegistry;
  /** A stream that could not be appended (store down, bug); the relay tries again later. */
  onError?: (error: unknown, streamId: string) => void;
}


interface OutboxRow {
  event_id: string;
  batch_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * The side of the outbox a transaction sees: its client, and writing events. Commands decide
 * through CommandHandler (docs/adr/0006-one-command-path.md), which reaches the outbox through
 * the event store's transact when it must.
 */
export interface OutboxTransaction {
  readonly client: PoolClient;
  /** Inserts events for `streamId`; they reach the event store only if the transaction commits. */
  write(streamId: string, events: readonly NewEvent[]): Promise<void>;
}

/**
 * Transactional outbox: a change to a mutable table (users, personal details) and the events
 * that record it commit together or not at all. Events go to `event_outbox` in the caller's
 * transaction; after COMMIT they are appended to the event store and their rows deleted. A crash
 * in between leaves the rows, and the relay appends them later. Appends are idempotent by event
 * id, so a row appended twice (flush and relay racing) is stored once.
 *
 * Order within a stream: a stream's pending rows are always appended in `seq` order, one batch
 * (one decision) per append, and a row is deleted only after it is stored; so no flusher ever
 * sees a later batch of a stream without the earlier ones still pending or already stored.
 * Decisions on one stream are serialised by a transaction-scoped advisory lock, which is why the
 * append itself can use expectedRevision 'any'.
 */
export class EventOutbox {
  constructor(
    private readonly pool: Pool,
    private readonly eventStore: EventStore,
    private readonly options: EventOutboxOptions = {},
  ) {}

  /**
   * EventStore.transact through the outbox, for stores that cannot append inside a PostgreSQL
   * transaction (EventStoreDB) and for streams with events still in the outbox: lock the stream,
   * read it with its pending outbox rows, run `work`, write its rows and its events to the outbox,
   * COMMIT, then append. A failed append after COMMIT answers `appended: null` (the relay appends).
   */
  async transactThroughOutbox<T>(streamId: string, work: (tx: StreamTransaction) => Promise<StreamCommit<T>>): Promise<StreamCommitted<T>> {
    const client = await this.pool.connect();
    const appended = new Map<string, AppendResult>();
    let result: T;
    let touched = false;
    try {
      result = await inTransaction(client, async () => {
        const commit = await work(await this.lockAndRead(client, streamId));
        if (commit.writes) await client.query(commit.writes);
        await this.insert(client, streamId, commit.events, true);
        touched = commit.events.length > 0;
        await commit.after?.(client);
        return commit.result;
      });
    } finally {
      client.release();
    }
    if (touched) await this.afterCommit([streamId], undefined, appended);
    return { result, appended: appended.get(streamId) ?? null };
  }

  /**
   * EventStore.appendWithRows through the outbox: the events of a decision on a state the caller
   * holds, refused with WrongExpectedVersion (nothing written) unless the stream, counting its
   * events still in the outbox, is at that state's revision. Events still in the outbox are
   * appended before these, in order, so a state that folded them may follow them.
   */
  async appendWithRowsThroughOutbox(streamId: string, events: readonly NewEvent[], options: AppendWithRowsOptions): Promise<AppendResult | null> {
    const { appended } = await this.transactThroughOutbox(streamId, async (tx) => {
      const actual = revisionWithPending(tx);
      if (actual !== options.expectedRevision) throw new WrongExpectedVersion(streamId, options.expectedRevision, actual === 'no_stream' ? null : actual);
      return { events, writes: options.writes?.(tx.client), result: undefined };
    });
    return appended;
  }

  /**
   * Runs `work` in a transaction on a pooled client; after COMMIT appends what it wrote to the
   * outbox. A failed append after commit is not the caller's failure: the facts are committed,
   * and the relay will deliver them.
   */
  async transaction<T>(work: (tx: OutboxTransaction) => Promise<T>): Promise<T> {
    return (await this.transactionAt(work)).result;
  }

  /**
   * `transaction`, and where the last event of each stream it wrote to landed in the store (what a
   * command waits for the projections to reach), from the appends after commit. A stream is
   * missing when its append failed (the relay delivers it later).
   */
  async transactionAt<T>(work: (tx: OutboxTransaction) => Promise<T>): Promise<{ result: T; positions: ReadonlyMap<string, GlobalPosition> }> {
    const client = await this.pool.connect();
    const touched = new Set<string>();
    const positions = new Map<string, GlobalPosition>();
    let result: T;
    try {
      result = await inTransaction(client, () => work(this.transactionOn(client, touched)));
    } finally {
      client.release();
    }
    if (touched.size > 0) await this.afterCommit([...touched], positions);
    return { result, positions };
  }

  /** For callers that manage their own transaction on `client` (they must flush after commit). */
  transactionOn(client: PoolClient, touched: Set<string> = new Set()): OutboxTransaction {
    return {
      client,
      write: async (streamId, events) => {
        await this.insert(client, streamId, events);
        touched.add(streamId);
      },
    };
  }

  /** Post-commit step, separate so tests can skip it to play a crash between commit and append. */
  async afterCommit(streamIds: readonly string[], positions?: Map<string, GlobalPosition>, appended?: Map<string, AppendResult>): Promise<void> {
    for (const streamId of streamIds) {
      await this.flushStream(streamId, positions, appended).catch((error: unknown) => this.options.onError?.(error, streamId));
    }
  }

  /**
   * Appends every pending batch of a stream in order and deletes their rows. Returns events
   * appended; `positions` (when given) gets the stream's last appended position.
   */
  async flushStream(streamId: string, positions?: Map<string, GlobalPosition>, appended?: Map<string, AppendResult>): Promise<number> {
    const { rows } = await this.pool.query<OutboxRow>({ name: 'outbox_pending', text: PENDING_OF_STREAM, values: [streamId] });
    for (const batch of batches(rows)) {
      const result = await this.eventStore.append(
        streamId,
        batch.map((row) => ({ id: row.event_id, type: row.type, data: row.data, metadata: row.metadata })),
        { expectedRevision: 'any' },
      );
      positions?.set(streamId, result.position);
      appended?.set(streamId, result);
      await this.pool.query({ name: 'outbox_delete', text: 'DELETE FROM event_outbox WHERE event_id = ANY($1::uuid[])', values: [batch.map((row) => row.event_id)] });
    }
    return rows.length;
  }

  /**
   * Appends leftovers older than `graceMs` (younger ones are normally being flushed by the
   * command that wrote them). Returns how many events it appended; one failing stream does not
   * stop the others.
   */
  async relayOnce({ graceMs = 0, maxStreams = 100 }: { graceMs?: number; maxStreams?: number } = {}): Promise<number> {
    const { rows } = await this.pool.query<{ stream_id: string }>(
      `SELECT stream_id FROM event_outbox WHERE created_at <= now() - make_interval(secs => $1::double precision / 1000)
        GROUP BY stream_id ORDER BY min(seq) LIMIT $2`,
      [graceMs, maxStreams],
    );
    let appended = 0;
    for (const { stream_id: streamId } of rows) {
      try {
        appended += await this.flushStream(streamId);
      } catch (error) {
        this.options.onError?.(error, streamId);
      }
    }
    return appended;
  }

  /** Relays once now and then every `intervalMs` until stopped; stop waits for a running round. */
  startRelay({ intervalMs = 5000, graceMs = 2000 }: { intervalMs?: number; graceMs?: number } = {}): { stop(): Promise<void> } {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const round = () => {
      running = this.relayOnce({ graceMs })
        .catch((error: unknown) => this.options.onError?.(error, '*'))
        .finally(() => {
          if (!stopped) timer = setTimeout(round, intervalMs);
        });
    };
    round();
    return {
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  }

  private async insert(client: PoolClient, streamId: string, events: readonly NewEvent[], locked = false): Promise<void> {
    if (events.length === 0) return;
    this.options.registry?.prepare(events);
    if (!locked) await lockStream(client, streamId);
    const batchId = randomUUID();
    await client.query({
      name: 'outbox_insert',
      text: `INSERT INTO event_outbox (event_id, batch_id, stream_id, type, data, metadata)
       SELECT e.id, $1, $2, e.type, e.data, e.metadata
         FROM jsonb_to_recordset($3::jsonb) AS e(id uuid, type text, data jsonb, metadata jsonb)`,
      values: [batchId, streamId, JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })))],
    });
  }

  /** Takes the stream's lock in the transaction on `client` and reads the stream with its events still in the outbox. */
  private async lockAndRead(client: PoolClient, streamId: string): Promise<StreamTransaction> {
    await lockStream(client, streamId);
    // Outbox first, then the store: a row flushed in between is then in the store (and deduplicated
    // by id); read the other way round it could be in neither.
    const pending = await client.query<OutboxRow>({ name: 'outbox_pending', text: PENDING_OF_STREAM, values: [streamId] });
    const stored = await this.eventStore.readStream(streamId);
    const storedIds = new Set(stored.map((e) => e.id));
    const waiting = pending.rows.filter((row) => !storedIds.has(row.event_id)).map((row) => ({ id: row.event_id, type: row.type, data: row.data }));
    const last = stored[stored.length - 1];
    return {
      client,
      streamId,
      events: [...stored.map((e) => ({ id: e.id, type: e.type, data: e.data })), ...waiting],
      revision: last ? last.revision : 'no_stream',
      pending: waiting.length,
    };
  }
}

/** The outbox rows of one stream in write order (a named statement: it runs for every outbox command). */
const PENDING_OF_STREAM = 'SELECT event_id, batch_id, type, data, metadata FROM event_outbox WHERE stream_id = $1 ORDER BY seq';

/** The stream's revision once its events still in the outbox are stored. */
function revisionWithPending(tx: StreamTransaction): bigint | 'no_stream' {
  if (tx.pending === 0) return tx.revision;
  return (tx.revision === 'no_stream' ? -1n : tx.revision) + BigInt(tx.pending);
}

/** The stream lock every writer of a stream takes (streamLockKey; the outbox's name for it). */
export const outboxLockKey = streamLockKey;

/**
 * Held until COMMIT/ROLLBACK (re-entrant within a transaction): the next writer of this stream
 * waits, then sees this transaction's rows, so decisions never race and batches never interleave.
 */
async function lockStream(client: PoolClient, streamId: string): Promise<void> {
  await client.query({ name: 'outbox_lock', text: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', values: [outboxLockKey(streamId)] });
}

/** Rows grouped by batch, batches in the order of their first row (rows come in seq order). */
function batches(rows: readonly OutboxRow[]): OutboxRow[][] {
  const byBatch = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    const batch = byBatch.get(row.batch_id);
    if (batch) batch.push(row);
    else byBatch.set(row.batch_id, [row]);
  }
  return [...byBatch.values()];
}
