import { DATA_IMPORT_ACTOR } from '@autoleasing/contracts';
import { DISCOUNT_EVENT_SCHEMAS } from '@autoleasing/domain';
import { createPgPool, createPostgresEventStore, EventTypeRegistry, generateDemoData, loadSecondFactorKey, type EventStore } from '@autoleasing/infra';
import { createTestDatabase, type TestDatabase } from '@autoleasing/infra/testing/index';
import type { Pool } from 'pg';
import { dealerDiscountsProjection } from '../dealer-discounts';
import { catchUpProjection } from '../runtime/catch-up-projection';
import { offerPriceMismatches } from '../testing/offer-price-invariants';
import { offerPricesProjection } from './offer-prices.projection';
import { TABLE_OWNERS } from '../registry';

jest.setTimeout(300_000);

/**
 * given(the demo seed: catalogue + its data import as discount events) → then the catalogue is
 * exactly what the dealers' tables say (issue 16): every offer with an available row is listed at
 * the leasing math of that row, no other offer is, and every imported event names the data import.
 */
describe('offer-prices after the seed import', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('seed_import', TABLE_OWNERS);
    pool = createPgPool(db.url, 3);
    const registry = new EventTypeRegistry();
    for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
    store = createPostgresEventStore({ pool, registry });
    await generateDemoData({ pool, size: 'demo', eventStore: store, secondFactorKey: loadSecondFactorKey() });
    for (const projection of [offerPricesProjection, dealerDiscountsProjection]) await catchUpProjection({ pool, eventStore: store, projection });
  });
  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await db?.drop();
  });

  it('lists every offer whose dealer row is available, at that row\'s leasing math, and no other', async () => {
    expect(await offerPriceMismatches(pool)).toEqual([]);
    const { rows } = await pool.query<{ offers: number; listed: number; with_row: number; issues: number }>(
      `SELECT (SELECT count(*)::int FROM car_specs) AS offers, (SELECT count(*)::int FROM offer_prices) AS listed,
              (SELECT count(*)::int FROM car_specs cs WHERE EXISTS (SELECT 1 FROM dealer_discount_rows r WHERE r.dealer_id = cs.dealer_id AND r.bank_id = cs.bank_id
                 AND r.car_model_id = cs.car_model_id AND r.customer_group = CASE WHEN cs.customer_groups = 'b2c' THEN 'b2c' ELSE 'b2b' END)) AS with_row,
              (SELECT count(*)::int FROM offer_price_rows WHERE price_issue IS NOT NULL) AS issues`,
    );
    // Every offer has its row; about 97 % of the rows are orderable; the seed's discounts are all priceable.
    expect(rows[0].with_row).toBe(rows[0].offers);
    expect(rows[0].listed).toBeGreaterThan(rows[0].offers * 0.9);
    expect(rows[0].listed).toBeLessThan(rows[0].offers);
    expect(rows[0].issues).toBe(0);
  });

  it('writes the import in the name of the data import, so every price history starts there', async () => {
    const { rows } = await pool.query<{ user_id: string; role: string; n: number }>(
      `SELECT user_id, role, count(*)::int AS n FROM dealer_discount_history GROUP BY user_id, role`,
    );
    expect(rows).toEqual([{ user_id: DATA_IMPORT_ACTOR.userId, role: DATA_IMPORT_ACTOR.role, n: expect.any(Number) }]);
  });

  it('appends nothing when the seed runs again', async () => {
    const before = await store.readAll({ limit: 1_000_000 });
    await generateDemoData({ pool, size: 'demo', eventStore: store, secondFactorKey: loadSecondFactorKey() });
    expect((await store.readAll({ limit: 1_000_000 })).length).toBe(before.length);
  });
});
