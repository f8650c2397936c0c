import type { RecordedEvent } from '@autoleasing/infra';

/** A row of `audit_trail` as written (positions as decimal text for numeric(40,0)). */
export interface AuditTrailRow {
  event_id: string;
  position: string;
  stream_id: string;
  type: string;
  actor_user_id: string;
  actor_role: string;
  acting_for_dealer_id: string | null;
  correlation_id: string;
  causation_id: string;
  occurred_at: string;
}

/** Pure mapping from a recorded event; throws on metadata the store should never have accepted. */
export function toAuditTrailRow(event: RecordedEvent): AuditTrailRow {
  const { actor, correlationId, causationId, occurredAt } = event.metadata ?? ({} as RecordedEvent['metadata']);
  if (!actor?.userId || !actor.role) throw new Error(`Event ${event.id} (${event.type}) has no actor in its metadata`);
  if (!occurredAt || Number.isNaN(Date.parse(occurredAt))) throw new Error(`Event ${event.id} (${event.type}) has no valid occurredAt`);
  return {
    event_id: event.id,
    position: event.position.toString(),
    stream_id: event.streamId,
    type: event.type,
    actor_user_id: actor.userId,
    actor_role: actor.role,
    acting_for_dealer_id: actor.actingForDealerId ?? null,
    correlation_id: correlationId,
    causation_id: causationId,
    occurred_at: occurredAt,
  };
}
