import { DISCOUNT_EVENT_SCHEMAS } from '@autoleasing/domain';
import { createPostgresEventStore, EventTypeRegistry, type EventStore, type GlobalPosition } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { catchUpProjection } from '../runtime/catch-up-projection';
import { offerPricesProjection } from './offer-prices.projection';

/**
 * Prices the catalogue from the discount events now (the offer-prices projection up to the head
 * of the log): for test kits and benches that seed and then read the catalogue without running the
 * projection process. Without a store, the PostgreSQL store on the pool (the seed's default).
 */
export async function catchUpOfferPrices(options: { pool: Pool; eventStore?: EventStore; batchSize?: number }): Promise<GlobalPosition> {
  let store = options.eventStore;
  if (!store) {
    const registry = new EventTypeRegistry();
    for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
    store = createPostgresEventStore({ pool: options.pool, registry });
  }
  try {
    return await catchUpProjection({ pool: options.pool, eventStore: store, projection: offerPricesProjection, batchSize: options.batchSize });
  } finally {
    if (!options.eventStore) await store.close();
  }
}
