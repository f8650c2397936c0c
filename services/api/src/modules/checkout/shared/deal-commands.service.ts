import type { Actor, EventMetadata } from '@autoleasing/contracts';
import { dealDecider, dealNotFound, dealStreamId, fold, isOwnLiveDeal, type DealCommand, type DealEvent, type DealState, type OpenDeal } from '@autoleasing/domain';
import { CommandHandler, StreamStateCache, type EventStore, type GlobalPosition } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../common/consistency/read-your-writes.service';
import { EVENT_STORE } from '../../../core/tokens';

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
   * store it goes with the append and COMMIT in one round trip (CommandHandler writes). It sees the
   * decided events (e.g. the order number an order placed).
   */
  writes?: (client: PoolClient, events: DealEvent[]) => string;
  /** Like `work`, after the decision, with the decided events (e.g. the text of a posted message). */
  after?: (client: PoolClient, events: DealEvent[]) => Promise<void>;
  /**
   * The customer the deal must belong to: another customer's deal, an unknown or an archived one
   * answers 404 deal_not_found (checked on the folded stream the command is decided on).
   */
  ownerId?: string;
  /** The decision's clock (default: the time it is made), e.g. the instant a dry run was made for. */
  now?: Date;
}

/**
 * The one way to change a deal. Decisions on one deal are serialised by the outbox's per-stream
 * advisory lock (`event-outbox:deal-{id}`, held until the deciding transaction ends), which every
 * writer of `deal-{id}` takes — the api here, the documents flow, the payment and the worker
 * through CommandHandler. So two tabs submitting the same step are decided one after the other: the second
 * sees the first's events and changes nothing, or gets the 409 of the transition table.
 *
 * One path for both event stores (CommandHandler on EventStore.transact,
 * docs/adr/0006-one-command-path.md): lock and read the stream, write the mutable rows (`work`,
 * `writes`), decide, append, `after`, COMMIT. Rows and events commit together or not at all: the
 * PostgreSQL store appends inside the transaction, EventStoreDB (and a deal whose events are still
 * in the outbox) through the outbox right after COMMIT. A deal this process decided before is
 * decided on its cached state (PostgreSQL: in one round trip) and appended only if the stream is
 * still at that state's revision; otherwise as just said.
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
    private readonly commands: CommandHandler,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute(dealId: string, command: DealCommand, actor: Actor, options: DealCommandOptions = {}): Promise<DealCommandResult> {
    const correlationId = options.correlationId ?? randomUUID();
    const metadata: Omit<EventMetadata, 'occurredAt'> = { actor, correlationId, causationId: correlationId };
    const streamId = dealStreamId(dealId);
    // A new deal's stream is empty: its creation is decided on the initial state, in one round
    // trip; should the stream exist after all, the append's no_stream check sends it the long way.
    if (command.type === 'CreateDeal' && !this.states.get(streamId)) this.states.set(streamId, 'no_stream', dealDecider.initialState());
    const result = await this.decide(streamId, command, metadata, options);
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

  /**
   * Whether `holds` is true of the customer's deal, for a dry run before a command: on the state
   * this process cached after its last command (no round trip) when it says yes, else on the
   * stream as it is now, since another writer (a payment, another process) may have moved the
   * deal on since. A yes on a cached state that turns out behind is harmless: the command itself
   * is decided on the stream under its lock. 404 unless the deal is the customer's own and live.
   */
  async holdsOnLatestState(dealId: string, ownerId: string, holds: (state: DealState) => boolean): Promise<boolean> {
    const cached = this.states.get(dealStreamId(dealId))?.state;
    if (cached && isOwnLiveDeal(cached, ownerId) && holds(cached)) return true;
    return holds((await this.ownDealOnStream(dealId, ownerId)).state);
  }

  /** The customer's own, live deal as its stream says now; 404 deal_not_found otherwise. */
  async ownDealOnStream(dealId: string, ownerId: string): Promise<DealOnStream> {
    const recorded = await this.eventStore.readStream(dealStreamId(dealId));
    const state = fold(dealDecider, recorded.map((e) => ({ type: e.type, data: e.data }) as DealEvent));
    if (!isOwnLiveDeal(state, ownerId)) throw dealNotFound();
    return { state, revision: Number(recorded[recorded.length - 1].revision) };
  }

  /** The whole command in one transaction, on the deal's stream as it is under its lock. */
  private decide(streamId: string, command: DealCommand, metadata: Omit<EventMetadata, 'occurredAt'>, options: DealCommandOptions): Promise<Decided> {
    const { ownerId, now } = options;
    const check =
      ownerId === undefined
        ? undefined
        : (state: DealState) => {
            if (!isOwnLiveDeal(state, ownerId)) throw dealNotFound();
          };
    return this.commands.execute(streamId, dealDecider, command, {
      metadata,
      now: now ? () => now : undefined,
      check,
      work: options.work,
      writes: options.writes,
      after: options.after,
      cache: this.states,
    });
  }
}
