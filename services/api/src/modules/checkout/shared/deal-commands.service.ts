import type { Actor, EventMetadata } from '@autoleasing/contracts';
import { dealDecider, dealNotFound, dealStreamId, fold, isOwnLiveDeal, type DealCommand, type DealEvent, type DealState, type OpenDeal } from '@autoleasing/domain';
import { EventOutbox, outboxLockKey, rollbackAndRelease, StreamStateCache, toNewEvents, type EventStore, type GlobalPosition } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../common/consistency/read-your-writes.service';
import { EVENT_STORE, PG_POOL } from '../../../core/tokens';
import { DealReadModel } from './deal-read-model';

/** The read models a deal page reads after a command (read-your-own-writes). */
export const DEAL_READ_MODELS = ['deals'] as const;

export interface DealCommandResult {
  events: DealEvent[];
  position: GlobalPosition | null;
  /** Whether the deals read model had the command's events when the bounded wait ended. */
  caughtUp: boolean;
}

/** What a command path decided and appended, before the wait for the read model. */
type Decided = Omit<DealCommandResult, 'caughtUp'>;

/** A deal as its stream says now (current, unlike the read model). */
export interface DealOnStream {
  state: OpenDeal;
  revision: number;
}

export interface DealCommandOptions {
  correlationId?: string;
  /** Writes to mutable tables that must commit together with the events (customer details). */
  work?: (client: PoolClient) => Promise<void>;
  /**
   * Like `work`, as SQL with escaped literals (the client's escapeLiteral): with the PostgreSQL
   * store it goes with the append and COMMIT in one round trip (EventOutbox writes).
   */
  writes?: (client: PoolClient) => string;
  /** Like `work`, after the decision, with the decided events (e.g. the text of a posted message). */
  after?: (client: PoolClient, events: DealEvent[]) => Promise<void>;
  /**
   * The customer the deal must belong to: another customer's deal, an unknown or an archived one
   * answers 404 deal_not_found (checked on the folded stream, or on the deals read model when the
   * command is not decided in one transaction).
   */
  ownerId?: string;
  /**
   * Sees the folded stream the command is decided on, before `work` runs (PostgreSQL store only;
   * on the other paths it is not called): e.g. whether placing the order will draw a number.
   */
  inspect?: (state: DealState) => void;
}

/**
 * BEGIN, the stream's outbox lock and whether the outbox still holds rows of the stream (a crash
 * between commit and append, or a flush still running), in ONE round trip: a simple query of
 * three statements. Each statement of it takes its own snapshot (READ COMMITTED), so the check
 * runs after the lock is granted and sees what the previous holder committed. Then `work` runs;
 * COMMIT (or ROLLBACK) releases the lock. The stream id goes in as an escaped literal.
 */
async function lockedTransaction<T>(pool: Pool, streamId: string, work: (pending: boolean) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let result: T;
  try {
    const sql = `BEGIN; SELECT pg_advisory_xact_lock(hashtextextended(${client.escapeLiteral(outboxLockKey(streamId))}, 0));
       SELECT 1 FROM event_outbox WHERE stream_id = ${client.escapeLiteral(streamId)} LIMIT 1`;
    const results = (await client.query(sql)) as unknown as QueryResult[];
    result = await work((results[2]?.rowCount ?? 0) > 0);
  } catch (error) {
    await rollbackAndRelease(client);
    throw error;
  }
  // The transaction wrote nothing (the append committed on its own): its COMMIT only releases
  // the lock, so the command goes on to wait for the projections meanwhile. Should it fail, the
  // session is discarded, which releases the lock as well.
  void client.query('COMMIT').then(
    () => client.release(),
    (error: Error) => client.release(error),
  );
  return result;
}

/**
 * The one way to change a deal. Decisions on one deal are serialised by the outbox's per-stream
 * advisory lock (`event-outbox:deal-{id}`, held until the deciding transaction ends), which every
 * writer of `deal-{id}` takes — the api here, the documents flow and the worker through the
 * EventOutbox. So two tabs submitting the same step are decided one after the other: the second
 * sees the first's events and changes nothing, or gets the 409 of the transition table.
 *
 * - With the PostgreSQL event store (the default): ONE transaction — lock and read the stream,
 *   write the mutable rows (`work`, `writes`), decide, append, `after`, COMMIT (EventOutbox
 *   decideInOneTransaction). Rows and events commit together or not at all. A deal this process
 *   decided before is decided on its cached state, in one round trip, and appended only if the
 *   stream is still at that state's revision; otherwise as just said.
 * - Otherwise (EventStoreDB), with mutable rows to write: an outbox transaction; rows and events
 *   commit together, the events are appended right after commit.
 * - Otherwise, without: under the same lock, fold the stored stream, decide and append with the
 *   exact expected revision, then release the lock.
 * - On any path, if the outbox still holds events of the deal, the outbox path is taken, since
 *   only it folds them.
 *
 * Then the answer waits (bounded) until the deals projection has the events.
 */
@Injectable()
export class DealCommandsService {
  /**
   * The deals this process decided lately, folded: the next step of a checkout is then decided
   * and stored in one round trip. Never trusted beyond the append's revision check (see
   * StreamStateCache), so other processes and writers of a deal need not tell this one.
   */
  private readonly states = new StreamStateCache<DealState>();

  constructor(
    private readonly outbox: EventOutbox,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly readYourWrites: ReadYourWritesService,
    private readonly deals: DealReadModel,
  ) {}

  async execute(dealId: string, command: DealCommand, actor: Actor, options: DealCommandOptions = {}): Promise<DealCommandResult> {
    const correlationId = options.correlationId ?? randomUUID();
    const metadata: Omit<EventMetadata, 'occurredAt'> = { actor, correlationId, causationId: correlationId };
    const streamId = dealStreamId(dealId);
    // A new deal's stream is empty: its creation is decided on the initial state, in one round
    // trip; should the stream exist after all, the append's no_stream check sends it the long way.
    if (command.type === 'CreateDeal' && !this.states.get(streamId)) this.states.set(streamId, 'no_stream', dealDecider.initialState());
    const result = (await this.inOneTransaction(streamId, command, metadata, options)) ?? (await this.separately(dealId, streamId, command, metadata, options));
    const { caughtUp } = await this.readYourWrites.waitFor(result.position, DEAL_READ_MODELS);
    return { ...result, caughtUp };
  }

  /**
   * 404 deal_not_found unless the deal is the customer's own and not archived, judged on its
   * stream: current, unlike the read model, which may not have a deal created a moment ago.
   */
  async assertOwnDeal(dealId: string, ownerId: string): Promise<void> {
    await this.ownDealOnStream(dealId, ownerId);
  }

  /** The customer's own, live deal as its stream says now; 404 deal_not_found otherwise. */
  async ownDealOnStream(dealId: string, ownerId: string): Promise<DealOnStream> {
    const recorded = await this.eventStore.readStream(dealStreamId(dealId));
    const state = fold(dealDecider, recorded.map((e) => ({ type: e.type, data: e.data }) as DealEvent));
    if (!isOwnLiveDeal(state, ownerId)) throw dealNotFound();
    return { state, revision: Number(recorded[recorded.length - 1].revision) };
  }

  /** PostgreSQL store: the whole command in one transaction (undefined: take the other paths). */
  private async inOneTransaction(
    streamId: string,
    command: DealCommand,
    metadata: Omit<EventMetadata, 'occurredAt'>,
    options: DealCommandOptions,
  ): Promise<Decided | undefined> {
    if (!this.outbox.decidesInOneTransaction) return undefined;
    const { ownerId, inspect } = options;
    const check =
      ownerId === undefined && !inspect
        ? undefined
        : (state: DealState) => {
            if (ownerId !== undefined && !isOwnLiveDeal(state, ownerId)) throw dealNotFound();
            inspect?.(state);
          };
    return this.outbox.decideInOneTransaction(streamId, dealDecider, command, {
      metadata,
      check,
      work: options.work,
      writes: options.writes,
      after: options.after,
      cache: this.states,
    });
  }

  /** Another event store (EventStoreDB), or outbox rows of the deal still pending. */
  private async separately(
    dealId: string,
    streamId: string,
    command: DealCommand,
    metadata: Omit<EventMetadata, 'occurredAt'>,
    options: DealCommandOptions,
  ): Promise<Decided> {
    // The read model stands in for the stream here (these paths fold only under the outbox lock).
    if (options.ownerId !== undefined) await this.deals.assertOwnDeal(dealId, options.ownerId);
    const direct = options.work || options.writes || options.after ? undefined : await this.decideAndAppend(streamId, command, metadata);
    return direct ?? (await this.throughOutbox(streamId, command, metadata, options));
  }

  /** Undefined when the outbox holds events of this deal (then the outbox path decides). */
  private decideAndAppend(streamId: string, command: DealCommand, metadata: Omit<EventMetadata, 'occurredAt'>): Promise<Decided | undefined> {
    return lockedTransaction(this.pool, streamId, async (pending) => {
      if (pending) return undefined;
      const recorded = await this.eventStore.readStream(streamId);
      const state = fold(dealDecider, recorded.map((e) => ({ type: e.type, data: e.data }) as DealEvent));
      const now = new Date();
      const events = dealDecider.decide(command, state, { now, newId: randomUUID });
      if (events.length === 0) return { events, position: null };
      const { position } = await this.eventStore.append(
        streamId,
        toNewEvents(events, metadata, now),
        { expectedRevision: recorded.length ? recorded[recorded.length - 1].revision : 'no_stream' },
      );
      return { events, position };
    });
  }

  private async throughOutbox(
    streamId: string,
    command: DealCommand,
    metadata: Omit<EventMetadata, 'occurredAt'>,
    options: DealCommandOptions,
  ): Promise<Decided> {
    const { result: events, positions } = await this.outbox.transactionAt(async (tx) => {
      if (options.work) await options.work(tx.client);
      if (options.writes) await tx.client.query(options.writes(tx.client));
      const decided = await tx.decide(streamId, dealDecider, command, { metadata });
      if (options.after) await options.after(tx.client, decided);
      return decided;
    });
    if (events.length === 0) return { events, position: null };
    const appended = positions.get(streamId);
    if (appended !== undefined) return { events, position: appended };
    // The append after commit failed (the relay delivers it): wait for what the store has.
    const [last] = await this.eventStore.readStream(streamId, { direction: 'backwards', limit: 1 });
    return { events, position: last?.position ?? null };
  }
}
