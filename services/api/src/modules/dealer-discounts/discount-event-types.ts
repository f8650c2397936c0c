import { DISCOUNT_EVENT_SCHEMAS } from '@autoleasing/domain';
import type { EventTypeRegistry } from '@autoleasing/infra';

/** The discount table and layout events (schemas in the domain, shared with the worker). */
export function registerDiscountEvents(registry: EventTypeRegistry): void {
  for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
}
