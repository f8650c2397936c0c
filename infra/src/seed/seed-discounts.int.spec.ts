import { discountTableDecider, DISCOUNT_EVENT_SCHEMAS, fold, rowState, type DiscountTableEvent } from '@autoleasing/domain';
import type { Pool } from 'pg';
import { createPgPool } from '../db';
import { EventTypeRegistry } from '../event-store/event-type-registry';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing';
import { buildCatalogue } from './build-catalogue';
import { generateDemoData } from './generate-demo-data';
import { seedDemoDiscounts } from './seed-discounts';

jest.setTimeout(120_000);

describe('demo discounts (issue 7)', () => {
  let db: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase('seed_discounts');
    pool = createPgPool(db.url, 3);
    await generateDemoData({ pool, size: 'tiny' });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('fills the demo dealer’s tables through the deciders, valid and re-runnable without duplicates', async () => {
    const { rows } = await pool.query<{ dealer_id: string; id: string }>(`SELECT dealer_id, id FROM users WHERE email = 'haendler@autoleasing.example'`);
    const { dealer_id: dealerId, id: dealerUserId } = rows[0];
    const catalogue = buildCatalogue();
    const registry = new EventTypeRegistry();
    for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
    const store = createPostgresEventStore({ pool, registry });
    try {
      const first = await seedDemoDiscounts({ pool, eventStore: store, dealerId, dealerUserId, brandSlug: 'vw', models: catalogue.models });
      expect(first).toBeGreaterThan(4);
      await seedDemoDiscounts({ pool, eventStore: store, dealerId, dealerUserId, brandSlug: 'vw', models: catalogue.models });
      const events = await store.readAll({ eventTypes: ['DiscountCellsEdited', 'DiscountRowsConfirmed', 'DiscountLayoutChanged'] });
      expect(events).toHaveLength(first);
      const table = events.find((e) => e.type === 'DiscountCellsEdited')!;
      expect(table.metadata.actor).toEqual({ userId: dealerUserId, role: 'Dealer', actingForDealerId: dealerId });
      const state = fold(
        discountTableDecider,
        events.filter((e) => e.streamId === table.streamId).map((e) => ({ type: e.type, data: e.data }) as DiscountTableEvent),
      );
      const states = [...state.rows.values()].map((row) => rowState(row.cells));
      expect(states.filter((s) => s === 'available').length).toBeGreaterThan(states.length / 2);
      expect(states).toContain('unavailable');
    } finally {
      await store.close();
    }
  });
});
