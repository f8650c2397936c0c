import type { GlobalPosition, RecordedEvent } from '@autoleasing/infra';
import { handles, type Projection } from './projection';

/** What a batch means for one projection: the events to apply and where the checkpoint ends. */
export interface BatchPlan {
  handled: RecordedEvent[];
  /** Position of the last event of the batch, handled or not: unhandled events are passed too. */
  endPosition: GlobalPosition;
}

export function planBatch(projection: Pick<Projection, 'eventTypes'>, events: readonly RecordedEvent[], from: GlobalPosition): BatchPlan {
  const fresh = events.filter((e) => e.position > from);
  return {
    handled: fresh.filter((e) => handles(projection, e.type)),
    endPosition: fresh.length ? fresh[fresh.length - 1].position : from,
  };
}

/**
 * Where the checkpoint stays when `failing` cannot be applied: just before it, i.e. the position
 * of the previous event in the batch (handled or not), or the old checkpoint when it was first.
 */
export function positionBefore(events: readonly RecordedEvent[], failing: RecordedEvent, from: GlobalPosition): GlobalPosition {
  let before = from;
  for (const e of events) {
    if (e.id === failing.id) return before;
    if (e.position > before) before = e.position;
  }
  return before;
}
