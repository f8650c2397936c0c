import type { EventMetadata } from '@autoleasing/contracts';
import type { Pool, PoolClient } from 'pg';

/**
 * Stream revisions are 0-based: the first event of a stream has revision 0. A stream that does
 * not exist has no revision. Adapters convert their store's notion to this, never callers.
 */
export type ExpectedRevision = 'no_stream' | 'exists' | 'any' | bigint;

/** What a caller hands to append. `id` makes retries idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** A stored event as read back. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  /** Schema version of `data` after upcasting (the current one). */
  schemaVersion: number;
  streamId: string;
  revision: bigint;
  /** Position in the global log; comparable within one store. */
  position: GlobalPosition;
  metadata: EventMetadata;
}

/**
 * A global log position: an opaque, totally ordered bigint. Each adapter encodes its store's
 * position into it so that `a < b` means "a was delivered before b":
 * - PostgreSQL: (transaction id << 64) | sequence number, because subscribers read in
 *   (transaction id, sequence) order to avoid the sequence-gap problem (DESIGN.md);
 * - EventStoreDB: (commit << 64) | prepare.
 * Checkpoints store it as numeric(40,0) text. 0n means "before the first event".
 */
export type GlobalPosition = bigint;

export interface AppendResult {
  /** Revision of the last event in the stream after the append. */
  nextExpectedRevision: bigint;
  /** Global position of the last appended event. */
  position: GlobalPosition;
}

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** Revision to start from (inclusive). Default: 0 forwards, end backwards. */
  from?: bigint;
  direction?: 'forwards' | 'backwards';
  limit?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events after this position. Default: from the beginning. */
  after?: GlobalPosition;
  limit?: number;
  /** Only these event types. */
  eventTypes?: readonly string[];
}

export interface SubscribeOptions {
  /** Exclusive start: deliver events after this position. Omit for the beginning. */
  after?: GlobalPosition;
  eventTypes?: readonly string[];
  /** Called with batches in global order. The next batch waits until this resolves. */
  onEvents: (events: RecordedEvent[]) => Promise<void>;
  onError?: (error: unknown) => void;
  /** Max events per batch. */
  batchSize?: number;
  /**
   * A hint for stores that wake subscribers on appends (the PostgreSQL store): wake this
   * subscription only for appends of these event types. Events of other types are still
   * delivered, with the next read it makes for another reason (at the latest its fallback poll).
   * Omit to be woken by every append.
   */
  wakeOn?: readonly string[];
  /**
   * PostgreSQL store: how long an idle subscription sleeps without a wake-up before it reads
   * anyway (a missed NOTIFY, a dropped listener). Default 500 ms. Tests set it beyond their own
   * length, so that whatever they see delivered was delivered by a wake-up.
   */
  fallbackPollMs?: number;
}

export interface Subscription {
  /** Resolves once caught up with the log at the time of subscribing. */
  caughtUp: Promise<void>;
  stop(): Promise<void>;
}

/** An event of a stream as a StreamTransaction sees it: stored, or committed and still in the outbox. */
export interface StreamEvent {
  id: string;
  type: string;
  data: unknown;
}

/** What `work` of EventStore.transact sees: the stream under its lock, and the open transaction. */
export interface StreamTransaction {
  /** The open PostgreSQL transaction: mutable rows written with it commit with the events. */
  readonly client: PoolClient;
  readonly streamId: string;
  /** The stream's events in order: stored ones, then those committed but still in the outbox. */
  readonly events: readonly StreamEvent[];
  /** Revision of the last stored event ('no_stream': none stored yet). */
  readonly revision: bigint | 'no_stream';
  /** How many of `events` are still in the outbox (committed, not yet in the store). */
  readonly pending: number;
}

/** What `work` of EventStore.transact asks to commit. */
export interface StreamCommit<T> {
  /** Appended to the stream (none: only the rows commit). */
  events: readonly NewEvent[];
  /**
   * Mutable rows as SQL statements with escaped literals (the client's escapeLiteral), run after
   * `work` and before the append; the PostgreSQL store sends them with the append and COMMIT in
   * one round trip.
   */
  writes?: string;
  /** Runs after the append, in the transaction (rows that name the appended events). */
  after?: (client: PoolClient) => Promise<void>;
  result: T;
}

export interface StreamCommitted<T> {
  result: T;
  /**
   * The append (null: nothing to append, or, through the outbox, the append after COMMIT failed:
   * the events are committed and the outbox relay appends them later).
   */
  appended: AppendResult | null;
}

export interface AppendWithRowsOptions {
  /** The revision the caller's state was folded to: an exact revision or 'no_stream'. */
  expectedRevision: bigint | 'no_stream';
  /** Mutable rows (SQL with escaped literals) that commit with the events. */
  writes?: (client: PoolClient) => string;
}

/** The event store port (DESIGN.md, "Event store"). */
export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * A page of the global log. An empty or short page is not the end of the log: the PostgreSQL
   * adapter reads only below its read horizon (docs/adr/0001-read-horizon.md). A reader that must
   * reach the head reads up to headPosition() (projections' read-to-head.ts).
   */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribe(options: SubscribeOptions): Subscription;
  /** Position of the newest committed event (0n when empty). Used for lag. */
  headPosition(): Promise<GlobalPosition>;
  /**
   * How many events lie after `position` (all events when omitted), counting at most `cap`.
   * Used for projection lag; bounded so it stays cheap on a large log.
   */
  countAfter(position: GlobalPosition | undefined, cap: number): Promise<number>;
  /**
   * A command's transaction (docs/adr/0006-one-command-path.md): on a client of `pool` (the
   * PostgreSQL database of the caller's mutable rows and of `event_outbox`), take the stream's lock
   * (serialising every writer that comes this way, and the outbox's relay), read the stream, run
   * `work`, then commit its rows and append its events so that both are stored or neither.
   * The PostgreSQL store in that database does it natively (the append inside the transaction, at
   * the revision read); otherwise (EventStoreDB, or outbox rows of the stream still pending) the
   * events go through the transactional outbox and are appended right after COMMIT.
   * A throw in `work` rolls everything back. WrongExpectedVersion when a writer that skipped the
   * lock appended meanwhile.
   */
  transact<T>(pool: Pool, streamId: string, work: (tx: StreamTransaction) => Promise<StreamCommit<T>>): Promise<StreamCommitted<T>>;
  /**
   * For a decision on a state the caller already holds (a cache): under the stream's lock, append
   * `events` at `expectedRevision` with the rows of `writes`, both or neither. The PostgreSQL store
   * takes one round trip. WrongExpectedVersion when the stream moved on since that state (events
   * still in the outbox count); the PostgreSQL store natively raises OutboxRowsPending when the
   * outbox holds events of the stream. Either way nothing is written. Null: through the outbox,
   * committed, but the append after COMMIT failed (the relay appends).
   */
  appendWithRows(pool: Pool, streamId: string, events: readonly NewEvent[], options: AppendWithRowsOptions): Promise<AppendResult | null>;
  close(): Promise<void>;
}
