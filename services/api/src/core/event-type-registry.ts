import { EventTypeRegistry } from '@autoleasing/infra';
import { registerDealEvents } from '../modules/checkout/deal-event-types';
import { registerDiscountEvents } from '../modules/dealer-discounts/discount-event-types';
import { registerCustomerEvents } from '../modules/wall/accounts/customer-event-types';

/**
 * Every domain event type the api may append, with its schema check and upcasters. Bounded
 * contexts add their registrations here as they arrive (deals, discount tables, customers).
 */
export function createEventTypeRegistry(): EventTypeRegistry {
  const registry = new EventTypeRegistry();
  registerCustomerEvents(registry);
  registerDiscountEvents(registry);
  registerDealEvents(registry);
  return registry;
}
