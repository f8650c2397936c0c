import type { Actor, EventMetadata } from '@autoleasing/contracts';
import {
  discountLayoutDecider,
  discountLayoutStreamId,
  discountTableDecider,
  discountTableStreamId,
  evolveAll,
  fold,
  type DiscountLayoutCommand,
  type DiscountLayoutEvent,
  type DiscountLayoutState,
  type DiscountScope,
  type DiscountTableCommand,
  type DiscountTableEvent,
  type DiscountTableState,
} from '@autoleasing/domain';
import { CommandHandler, KeyedSerializer, redecideAfterLostRace, type EventStore, type GlobalPosition } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { EVENT_STORE, PG_POOL } from '../../../core/tokens';

export interface TableCommandResult {
  events: DiscountTableEvent[];
  /** State the decision was made on. */
  before: DiscountTableState;
  after: DiscountTableState;
  position: GlobalPosition | null;
}

interface Cached {
  state: DiscountTableState;
  /** Revision folded into `state` (null: empty stream). */
  revision: bigint | null;
}

/** Tables kept folded in memory; a dealer works on a handful at a time. */
const CACHE_SIZE = 64;
/**
 * And at most this many rows over all of them: a folded row with its cell history takes about
 * 2.5 KB (26 MB for a table of 10,000 rows), so the cache stays within a few hundred MB.
 */
const CACHE_ROWS = 100_000;
/** How long a save waits for the saves of the same table before it: below the dealer client's 30 s. */
const TURN_WAIT_LIMIT_MS = 10_000;


/**
 * The command path of the discount tables (docs/adr/0006-one-command-path.md): decide on the
 * folded table, append with the expected revision under the stream's lock (appendWithRows, the
 * lock the bulk worker's batches take too), re-decide after a lost race (the one retry policy,
 * redecideAfterLostRace). A table of 10,000 rows folds from many events, so re-reading the whole
 * stream on every save would cost more than the save's 100 ms budget: the folded state is kept
 * per stream and only the events after it are read before each decision (the worker's writes and
 * other api processes' are read that way too), which is why the tables keep this cache instead of
 * CommandHandler's (it reads and folds the whole stream after a miss). The layouts, short streams,
 * go through CommandHandler. The state is immutable (evolve copies), so a failed decision never
 * corrupts the cache.
 */
@Injectable()
export class DiscountTableStore {
  private readonly cache = new Map<string, Cached>();
  /**
   * Decisions on one table of this process one after the other (issue 19): eight people saving
   * different cells of a table never lose an optimistic append to each other, so none of them
   * gets a 409 for a conflict that is not there. Appends of other processes (the bulk worker)
   * are still caught by the expected revision and decided again.
   */
  private readonly turns = new KeyedSerializer();
  /** Bounds of the cache (tests set smaller ones). */
  readonly limits = { tables: CACHE_SIZE, rows: CACHE_ROWS };

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    /** The database the stream lock is taken in (the event store's, with the PostgreSQL store). */
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly commands: CommandHandler,
  ) {}

  /** The table's current state (folded up to the newest stored event). */
  async load(scope: DiscountScope): Promise<Cached> {
    const streamId = discountTableStreamId(scope);
    const cached = this.cache.get(streamId) ?? { state: discountTableDecider.initialState(), revision: null };
    const tail = await this.eventStore.readStream(streamId, cached.revision === null ? {} : { from: cached.revision + 1n });
    if (!tail.length && this.cache.has(streamId)) {
      this.touch(streamId, cached);
      return cached;
    }
    const state = evolveAll(
      cached.state,
      tail.map((event) => ({ type: event.type, data: event.data }) as DiscountTableEvent),
    );
    const next = { state, revision: tail.length ? tail[tail.length - 1].revision : cached.revision };
    this.touch(streamId, next);
    return next;
  }

  /**
   * Decides on the cached state first, without reading the stream: the append's expected revision
   * proves the cache was current (one round trip fewer per save). Anything a decision on an
   * unproven cache would answer without appending — an error (422, 409, an unknown revision) or
   * "nothing to do" — is decided again on the freshly read stream before it is returned.
   */
  execute(scope: DiscountScope, command: DiscountTableCommand, actor: Actor, correlationId = randomUUID()): Promise<TableCommandResult> {
    const streamId = discountTableStreamId(scope);
    return this.turns.run(streamId, () => this.decideAndAppend(scope, streamId, command, actor, correlationId), TURN_WAIT_LIMIT_MS);
  }

  private decideAndAppend(scope: DiscountScope, streamId: string, command: DiscountTableCommand, actor: Actor, correlationId: string): Promise<TableCommandResult> {
    return redecideAfterLostRace(async (round) => {
      // After a lost race the cache is behind: its tail is read first.
      const { current, decided, now } = await this.decide(scope, round === 0 ? this.cache.get(streamId) : undefined, command);
      const { state, revision } = current;
      if (!decided.length) return { events: [], before: state, after: state, position: null };
      const metadata: EventMetadata = { actor, correlationId, causationId: correlationId, occurredAt: now.toISOString() };
      const events = decided.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata }));
      const appended = await this.eventStore.appendWithRows(this.pool, streamId, events, { expectedRevision: revision === null ? 'no_stream' : revision });
      const after = evolveAll(state, decided);
      if (!appended) {
        // Through the outbox (EventStoreDB), committed but not yet in the store: the relay appends it.
        this.cache.delete(streamId);
        return { events: decided, before: state, after, position: null };
      }
      this.touch(streamId, { state: after, revision: appended.nextExpectedRevision });
      return { events: decided, before: state, after, position: appended.position };
    });
  }

  /**
   * Decides on `cached` when given, without reading the stream: the append's expected revision
   * proves it current. Anything a decision on an unproven cache would answer without appending —
   * an error (422, 409, an unknown revision) or "nothing to do" — is decided again on the table
   * as read (its tail) before it is returned.
   */
  private async decide(scope: DiscountScope, cached: Cached | undefined, command: DiscountTableCommand): Promise<{ current: Cached; decided: DiscountTableEvent[]; now: Date }> {
    const now = new Date();
    const decide = (state: DiscountTableState) => discountTableDecider.decide(command, state, { now, newId: randomUUID });
    if (cached) {
      const decided = attempt(() => decide(cached.state));
      if (decided?.length) return { current: cached, decided, now };
    }
    const current = await this.load(scope);
    return { current, decided: decide(current.state), now };
  }

  /** Metadata of the event at a revision (who changed a conflicting cell, and when). */
  async eventAt(scope: DiscountScope, revision: number): Promise<EventMetadata | null> {
    const [event] = await this.eventStore.readStream(discountTableStreamId(scope), { from: BigInt(revision), limit: 1 });
    return event?.metadata ?? null;
  }

  /** The stored events of a table, with metadata (the table as it was at a past moment). */
  readTable(scope: DiscountScope) {
    return this.eventStore.readStream(discountTableStreamId(scope));
  }

  /** The table folded from its events up to a moment ('Stand vom'), never cached: pasts are rare. */
  async stateAt(scope: DiscountScope, moment: Date): Promise<DiscountTableState> {
    const until = moment.getTime();
    const events = await this.readTable(scope);
    const past = events.filter((event) => Date.parse(event.metadata.occurredAt) <= until);
    return evolveAll(
      discountTableDecider.initialState(),
      past.map((event) => ({ type: event.type, data: event.data }) as DiscountTableEvent),
    );
  }

  readLayout(dealerId: string, manufacturerId: string) {
    return this.eventStore.readStream(discountLayoutStreamId(dealerId, manufacturerId));
  }

  /** The layout is a short stream: read and folded on each use. */
  async layout(dealerId: string, manufacturerId: string): Promise<DiscountLayoutState> {
    const events = await this.readLayout(dealerId, manufacturerId);
    return fold(
      discountLayoutDecider,
      events.map((e) => ({ type: e.type, data: e.data }) as DiscountLayoutEvent),
    );
  }

  changeLayout(command: DiscountLayoutCommand, actor: Actor, correlationId = randomUUID()) {
    return this.commands.execute(discountLayoutStreamId(command.dealerId, command.manufacturerId), discountLayoutDecider, command, {
      metadata: { actor, correlationId, causationId: correlationId },
    });
  }

  private touch(streamId: string, entry: Cached): void {
    this.cache.delete(streamId);
    this.cache.set(streamId, entry);
    // Least recently used first; the table just used always stays.
    let rows = 0;
    for (const cached of this.cache.values()) rows += cached.state.rows.size;
    while (this.cache.size > 1 && (this.cache.size > this.limits.tables || rows > this.limits.rows)) {
      const oldest = this.cache.keys().next().value as string;
      rows -= this.cache.get(oldest)?.state.rows.size ?? 0;
      this.cache.delete(oldest);
    }
  }
}

/** The decision, or undefined when the decider refuses (on a cache that may be behind, that proves nothing). */
function attempt(decide: () => DiscountTableEvent[]): DiscountTableEvent[] | undefined {
  try {
    return decide();
  } catch {
    return undefined;
  }
}
