import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@autoleasing/contracts';
import type { NewEvent } from '@autoleasing/infra';

/** A NewEvent with plausible metadata; override what a test cares about. */
export function newEvent(type: string, data: unknown = {}, metadata: Partial<EventMetadata> = {}): NewEvent {
  const id = randomUUID();
  return {
    id,
    type,
    data,
    metadata: {
      actor: { userId: randomUUID(), role: 'Customer' },
      correlationId: id,
      causationId: id,
      occurredAt: new Date().toISOString(),
      ...metadata,
    },
  };
}
