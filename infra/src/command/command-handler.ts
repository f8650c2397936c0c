import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@autoleasing/contracts';
import { fold, type Decider, type DomainEvent } from '@autoleasing/domain';
import type { Pool, PoolClient } from 'pg';
import { OutboxRowsPending, isWrongExpectedVersion } from '../event-store/errors';
import type { AppendResult, EventStore, GlobalPosition } from '../event-store/types';
import type { StreamStateCache } from '../event-outbox/stream-state-cache';
import { toNewEvents } from './new-events';
import { redecideAfterLostRace } from './retry-policy';

/** Who decides (metadata) and the decision's clock and id source. */
export interface DecisionOptions {
  metadata: Omit<EventMetadata, 'occurredAt'>;
  now?: () => Date;
  newId?: () => string;
}

/** What a command decided, the stream's state after it, and where its last event is stored. */
export interface CommandOutcome<State, Event> {
  events: Event[];
  /** The state the decision leaves (folded from the stream as decided on, and the decided events). */
  state: State;
  /** Null: nothing decided, or (through the outbox) the events are committed but not yet in the store. */
  position: GlobalPosition | null;
}

/**
 * A command that the transaction's own work settles (e.g. from a card authorisation's answer): it
 * runs under the stream's lock after `check` and `work`, on the open transaction and the folded
 * stream, and may write rows of its own. Null: nothing to decide (the rows still commit).
 */
export type CommandFromWork<State, Command> = (client: PoolClient, state: State) => Promise<Command | null>;

/** A command decided in one transaction: mutable rows written before (`work`) and after (`after`) the decision commit with its events. */
export interface CommandHandlerOptions<State, Event> extends DecisionOptions {
  /** Runs on the folded stream before anything is written (e.g. ownership); throwing rolls back. */
  check?: (state: State) => void;
  work?: (client: PoolClient) => Promise<unknown>;
  /**
   * Mutable rows to write, as SQL statements with escaped literals (built with the client's
   * escapeLiteral): sent with the append and the COMMIT in one round trip instead of a round
   * trip of their own before the decision. The decision must not depend on them; they may depend
   * on it (`events`: what it decided, none when nothing).
   */
  writes?: (client: PoolClient, events: Event[]) => string;
  after?: (client: PoolClient, events: Event[]) => Promise<void>;
  /**
   * The stream's state as the previous command left it: with it, a command without `work` and
   * `after` is decided on that state and sent in ONE round trip (lock, `writes`, append at the
   * cached revision, COMMIT). Kept up to date by every command that passes it.
   */
  cache?: StreamStateCache<State>;
}

/**
 * The one command handler (docs/adr/0006-one-command-path.md): decides on the stream, or on a
 * cached state, and commits the decision with the command's mutable rows through the event
 * store's stream transaction (EventStore.transact, appendWithRows), whichever the store.
 * Retries follow the one policy (retry-policy.ts): a decision on the cached state is decided once
 * more on the stream; one on the stream, under its lock, only when a writer that skips the lock
 * moved the stream meanwhile, at most MAX_REDECISIONS times.
 */
export class CommandHandler {
  constructor(
    private readonly eventStore: EventStore,
    /** The PostgreSQL database of the mutable rows and of event_outbox. */
    private readonly pool: Pool,
  ) {}

  /**
   * The whole command in ONE transaction through the event store's transact:
   * under the stream's lock read the stream, run `work`, decide, and commit the mutable rows with
   * the events. The PostgreSQL store in this database does it natively: two round trips plus
   * `work` (lock+read, then `writes`+append+COMMIT) and one commit. Any other store (EventStoreDB),
   * or a stream whose events are still in the outbox, goes through the outbox: rows and outbox
   * rows commit together, the events are appended right after COMMIT.
   *
   * With `options.cache` holding the stream's state, a command without `work` and `after` is
   * decided on that state and sent with the store's appendWithRows (PostgreSQL: ONE round trip:
   * lock, `writes`, the append at the cached revision and COMMIT). When that state turns out to be
   * behind the stream (the append's revision check), or anything else could come out differently
   * on the stream as read, nothing is written and the command is decided as above.
   *
   * A failure anywhere rolls everything back. A writer that skipped the lock and appended between
   * the read and the append (WrongExpectedVersion) makes the command run again on the stream as it
   * is then (`work` included: its rows were rolled back), at most MAX_REDECISIONS times.
   */
  async execute<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    options: CommandHandlerOptions<State, Event>,
  ): Promise<CommandOutcome<State, Event>> {
    const decision: Decision<State, Command, Event> = { streamId, decider, command, commandOf: async () => command, options };
    return (await this.decideOnCachedState(decision)) ?? (await redecideAfterLostRace(() => this.decideOnStream(decision)));
  }

  /**
   * `execute` for a command the transaction's work settles (CommandFromWork): always on the stream
   * as read under its lock (a cached state has no transaction to run the work in).
   */
  executeFromWork<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    commandOf: CommandFromWork<State, Command>,
    options: CommandHandlerOptions<State, Event>,
  ): Promise<CommandOutcome<State, Event>> {
    const decision: Decision<State, Command, Event> = { streamId, decider, commandOf, options };
    return redecideAfterLostRace(() => this.decideOnStream(decision));
  }

  /**
   * The one-round-trip way, when `options.cache` holds the stream's state: check, decide and send
   * lock, `writes`, the append at the cached revision and COMMIT together. Undefined (nothing
   * written) whenever the stream as read could answer differently: no cached state, `work` or
   * `after` to run, the check or the decider refusing (the cached state may be behind), nothing
   * decided, the stream moved on since, or outbox rows pending.
   */
  private async decideOnCachedState<State, Command, Event extends DomainEvent>(decision: Decision<State, Command, Event>): Promise<CommandOutcome<State, Event> | undefined> {
    const { streamId, decider, command, options } = decision;
    const cached = options.cache?.get(streamId);
    if (!cached || command === undefined || options.work || options.after) return undefined;
    const { now, newId } = clockOf(options);
    let decided: Event[];
    try {
      options.check?.(cached.state);
      decided = decider.decide(command, cached.state, { now, newId });
    } catch {
      return undefined;
    }
    if (decided.length === 0) return undefined;
    const writes = options.writes;
    let appended: AppendResult | null;
    try {
      appended = await this.eventStore.appendWithRows(this.pool, streamId, toNewEvents(decided, options.metadata, now, newId), {
        expectedRevision: cached.revision,
        writes: writes ? (client) => writes(client, decided) : undefined,
      });
    } catch (error) {
      options.cache?.delete(streamId);
      if (isWrongExpectedVersion(error) || error instanceof OutboxRowsPending) return undefined;
      throw error;
    }
    const state = decided.reduce(decider.evolve, cached.state);
    if (!appended) {
      options.cache?.delete(streamId);
      return { events: decided, state, position: await this.lastPosition(streamId) };
    }
    options.cache?.set(streamId, appended.nextExpectedRevision, state);
    return { events: decided, state, position: appended.position };
  }

  /** Lock and read the stream, then decide on it (EventStore.transact). */
  private async decideOnStream<State, Command, Event extends DomainEvent>(decision: Decision<State, Command, Event>): Promise<CommandOutcome<State, Event>> {
    const { streamId, decider, commandOf, options } = decision;
    try {
      const { result, appended } = await this.eventStore.transact(this.pool, streamId, async (tx) => {
        const state = fold(decider, tx.events.map((e) => ({ type: e.type, data: e.data }) as Event));
        if (tx.pending === 0 && tx.revision !== 'no_stream') options.cache?.set(streamId, tx.revision, state);
        options.check?.(state);
        if (options.work) await options.work(tx.client);
        const command = await commandOf(tx.client, state);
        const { now, newId } = clockOf(options);
        const decided = command === null ? [] : decider.decide(command, state, { now, newId });
        const after = options.after;
        return {
          events: toNewEvents(decided, options.metadata, now, newId),
          writes: options.writes?.(tx.client, decided),
          after: after ? (client: PoolClient) => after(client, decided) : undefined,
          result: { decided, state },
        };
      });
      const { decided } = result;
      const state = decided.reduce(decider.evolve, result.state);
      if (appended) options.cache?.set(streamId, appended.nextExpectedRevision, state);
      else if (decided.length > 0) options.cache?.delete(streamId);
      const position = appended?.position ?? (decided.length > 0 ? await this.lastPosition(streamId) : null);
      return { events: decided, state, position };
    } catch (error) {
      options.cache?.delete(streamId);
      throw error;
    }
  }

  /** Where the stream's last stored event is (an append after COMMIT failed: wait for what the store has). */
  private async lastPosition(streamId: string): Promise<GlobalPosition | null> {
    const [last] = await this.eventStore.readStream(streamId, { direction: 'backwards', limit: 1 });
    return last?.position ?? null;
  }
}

/** One command for execute's two ways. */
interface Decision<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  /** The command when it is known before the transaction (only then can a cached state decide it). */
  command?: Command;
  commandOf: CommandFromWork<State, Command>;
  options: CommandHandlerOptions<State, Event>;
}

/** The decision's time and id source: the caller's, or the clock and random UUIDs. */
export function clockOf(options: DecisionOptions): { now: Date; newId: () => string } {
  return { now: (options.now ?? (() => new Date()))(), newId: options.newId ?? randomUUID };
}
