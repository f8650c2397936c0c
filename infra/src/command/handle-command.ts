import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@autoleasing/contracts';
import { type Decider, type DomainEvent, fold } from '@autoleasing/domain';
import { isWrongExpectedVersion } from '../event-store/errors';
import type { EventStore, ExpectedRevision, GlobalPosition, NewEvent } from '../event-store/types';
import { MAX_REDECISIONS } from './retry-policy';

export interface CommandOptions {
  /** Who acts, correlation and causation. occurredAt is set per attempt from `now`. */
  metadata: Omit<EventMetadata, 'occurredAt'>;
  now?: () => Date;
  newId?: () => string;
  /** Attempts after a lost race before giving up with the last WrongExpectedVersion (default: the one policy's MAX_REDECISIONS). */
  maxRetries?: number;
}

export interface CommandResult<State, Event extends DomainEvent> {
  events: Event[];
  state: State;
  /** Stream revision after the command (null: the stream still does not exist). */
  revision: bigint | null;
  /** Global position of the last appended event; null when the decision produced no events. */
  position: GlobalPosition | null;
}

/** A decision's events as events to store: each a new id, the command's metadata and the decision's time. */
export function toNewEvents(
  decided: readonly Pick<DomainEvent, 'type' | 'data'>[],
  metadata: Omit<EventMetadata, 'occurredAt'>,
  at: Date,
  newId: () => string = randomUUID,
): NewEvent[] {
  const occurredAt = at.toISOString();
  return decided.map((event) => ({ id: newId(), type: event.type, data: event.data, metadata: { ...metadata, occurredAt } }));
}

/**
 * The one command path (DESIGN.md, "Commands"): read the stream, fold it, decide, append with the
 * revision we decided on. When another writer got there first the store raises
 * WrongExpectedVersion; we re-read and decide again, because the decision may differ on the new
 * state (e.g. the step is already done). Bounded, so a hot stream answers 409 instead of spinning.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: CommandOptions,
): Promise<CommandResult<State, Event>> {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  const maxRetries = options.maxRetries ?? MAX_REDECISIONS;

  for (let attempt = 0; ; attempt++) {
    const recorded = await eventStore.readStream(streamId);
    const current = recorded.map((e) => ({ type: e.type, data: e.data }) as Event);
    const state = fold(decider, current);
    const revision = recorded.length ? recorded[recorded.length - 1].revision : null;
    const at = now();
    const decided = decider.decide(command, state, { now: at, newId });
    if (decided.length === 0) return { events: [], state, revision, position: null };

    const expectedRevision: ExpectedRevision = revision === null ? 'no_stream' : revision;
    const toAppend = toNewEvents(decided, options.metadata, at, newId);
    try {
      const result = await eventStore.append(streamId, toAppend, { expectedRevision });
      return {
        events: decided,
        state: decided.reduce(decider.evolve, state),
        revision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      if (!isWrongExpectedVersion(error) || attempt >= maxRetries) throw error;
    }
  }
}
