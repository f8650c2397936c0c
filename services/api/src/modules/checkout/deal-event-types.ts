import { DEAL_EVENT_SCHEMAS } from '@autoleasing/domain';
import type { EventTypeRegistry } from '@autoleasing/infra';

/** The deal events (schemas in the domain, shared with the worker that appends them too). */
export function registerDealEvents(registry: EventTypeRegistry): void {
  for (const schema of DEAL_EVENT_SCHEMAS) registry.register(schema);
}
