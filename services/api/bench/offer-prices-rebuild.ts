import { DISCOUNT_EVENT_SCHEMAS } from '@autoleasing/domain';
import { createPostgresEventStore, EventTypeRegistry } from '@autoleasing/infra';
import { offerPricesProjection, rebuildProjection } from '@autoleasing/projections';
import type { Pool } from 'pg';

export interface RebuildFigures {
  events: number;
  rows: number;
  offers: number;
  terms: number;
  seconds: number;
  eventsPerSecond: number;
}

/**
 * A full rebuild of the offer-prices projection (issue 16): the whole log replayed into a fresh
 * schema and swapped in, while the live projection process keeps serving until the swap. Times
 * the whole call and counts what the swapped-in tables hold.
 */
export async function measureOfferPricesRebuild(pool: Pool, log: (message: string) => void): Promise<RebuildFigures> {
  const registry = new EventTypeRegistry();
  for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
  const eventStore = createPostgresEventStore({ pool, registry });
  try {
    log('rebuilding offer-prices from the whole log…');
    const started = performance.now();
    const result = await rebuildProjection({ pool, eventStore, projection: offerPricesProjection, batchSize: 1000, log: () => undefined });
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await pool.query<{ rows: number; offers: number; terms: number }>(
      `SELECT (SELECT count(*)::int FROM offer_price_rows) AS rows, (SELECT count(*)::int FROM offer_prices) AS offers,
              (SELECT count(*)::int FROM offer_term_prices) AS terms`,
    );
    const figures = { events: result.events, ...rows[0], seconds, eventsPerSecond: result.events / seconds };
    log(`offer-prices rebuild: ${figures.events} events, ${figures.rows} rows, ${figures.offers} listed offers, ${figures.terms} terms in ${seconds.toFixed(2)} s`);
    return figures;
  } finally {
    await eventStore.close();
  }
}
