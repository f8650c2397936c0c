import { EventTypeRegistry } from '@autoleasing/infra';

/**
 * Every domain event type the api may append, with its schema check and upcasters. Bounded
 * contexts add their registrations here as they arrive (deals, discount tables, customers).
 */
export function createEventTypeRegistry(): EventTypeRegistry {
  return new EventTypeRegistry();
}
