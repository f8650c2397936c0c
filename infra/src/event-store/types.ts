import type { EventMetadata } from '@autoleasing/contracts';

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

/** The event store port (DESIGN.md, "Event store"). */
export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribe(options: SubscribeOptions): Subscription;
  /** Position of the newest committed event (0n when empty). Used for lag. */
  headPosition(): Promise<GlobalPosition>;
  /**
   * How many events lie after `position` (all events when omitted), counting at most `cap`.
   * Used for projection lag; bounded so it stays cheap on a large log.
   */
  countAfter(position: GlobalPosition | undefined, cap: number): Promise<number>;
  close(): Promise<void>;
}
