import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@autoleasing/contracts';
import type { DomainEvent } from '@autoleasing/domain';
import type { NewEvent } from '../event-store/types';

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
