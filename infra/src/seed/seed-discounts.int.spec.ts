import { DATA_IMPORT_ACTOR, discountRowState } from '@autoleasing/contracts';
import { discountTableDecider, DISCOUNT_EVENT_SCHEMAS, fold, type DiscountTableEvent } from '@autoleasing/domain';
import type { Pool } from 'pg';
import { createPgPool } from '../db';
import { EventTypeRegistry } from '../event-store/event-type-registry';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, readUntil, type TestDatabase } from '../testing';
import { buildCatalogue } from './build-catalogue';
import { loadSecondFactorKey } from '../config/second-factor-secret';
import { generateDemoData } from './generate-demo-data';
import { seedDemoDiscounts, seededBankIds } from './seed-discounts';

jest.setTimeout(120_000);

describe('demo discounts (issue 7)', () => {
  let db: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase('seed_discounts');
    pool = createPgPool(db.url, 3);
    await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('fills the demo dealer’s tables through the deciders as the data import, valid and re-runnable without duplicates', async () => {
    const { rows } = await pool.query<{ dealer_id: string; id: string }>(`SELECT dealer_id, id FROM users WHERE email = 'haendler@autoleasing.example'`);
    const { dealer_id: dealerId, id: dealerUserId } = rows[0];
    const catalogue = buildCatalogue();
    const registry = new EventTypeRegistry();
    for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
    const store = createPostgresEventStore({ pool, registry });
    try {
      // The tiny seed imported the rows of its offers (issue 16); the demo rows come on top.
      const imported = (await store.readAll({ limit: 100_000 })).length;
      const first = await seedDemoDiscounts({ pool, eventStore: store, dealerId, dealerUserId, brandSlug: 'vw', models: catalogue.models });
      expect(first).toBeGreaterThan(4);
      expect(await seedDemoDiscounts({ pool, eventStore: store, dealerId, dealerUserId, brandSlug: 'vw', models: catalogue.models })).toBe(0);
      const readTables = () => store.readAll({ limit: 100_000 });
      const events = (await readUntil(readTables, (read) => read.length >= imported + first)).slice(imported);
      expect(events).toHaveLength(first);
      const table = events.find((e) => e.type === 'DiscountCellsEdited')!;
      expect(table.metadata.actor).toEqual(DATA_IMPORT_ACTOR);
      expect(table.streamId).toContain(dealerId);
      const state = fold(
        discountTableDecider,
        (await store.readStream(table.streamId)).map((e) => ({ type: e.type, data: e.data }) as DiscountTableEvent),
      );
      const states = [...state.rows.values()].map((row) => discountRowState(row.cells));
      expect(states.filter((s) => s === 'available').length).toBeGreaterThan(states.length / 2);
      expect(states).toContain('unavailable');
    } finally {
      await store.close();
    }
  });
  it('fills another dealer of the brand with its own discounts, as the data import (issue 8: admin comparison)', async () => {
    const users = await pool.query<{ email: string; dealer_id: string | null; id: string }>(`SELECT email, dealer_id, id FROM users WHERE email IN ('haendler@autoleasing.example', 'admin@autoleasing.example')`);
    const demoDealerId = users.rows.find((u) => u.email.startsWith('haendler'))!.dealer_id!;
    const adminId = users.rows.find((u) => u.email.startsWith('admin'))!.id;
    const peer = (await pool.query<{ id: string }>(`SELECT id FROM dealers WHERE 'vw' = ANY(brand_slugs) AND id <> $1 ORDER BY id LIMIT 1`, [demoDealerId])).rows[0].id;
    const [bankId] = await seededBankIds(pool, demoDealerId);
    const catalogue = buildCatalogue();
    const registry = new EventTypeRegistry();
    for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
    const store = createPostgresEventStore({ pool, registry });
    try {
      await seedDemoDiscounts({ pool, eventStore: store, dealerId: peer, dealerUserId: adminId, actorRole: 'Admin', variant: peer, bankIds: [bankId], brandSlug: 'vw', models: catalogue.models });
      const ofPeer = (e: { data: unknown }) => (e.data as { scope: { dealerId: string; bankId: string } }).scope;
      const readPeer = async () => (await store.readAll({ eventTypes: ['DiscountCellsEdited'] })).filter((e) => ofPeer(e).dealerId === peer && ofPeer(e).bankId === bankId);
      const events = await readUntil(readPeer, (read) => read.length >= 2);
      // Both customer groups of one bank; a table the tiny import already filled gets one more save.
      expect(new Set(events.map((e) => e.streamId)).size).toBe(2);
      expect(events[events.length - 1].metadata.actor).toEqual(DATA_IMPORT_ACTOR);
      const own = (await store.readAll({ eventTypes: ['DiscountCellsEdited'] })).find((e) => (e.data as { scope: { dealerId: string; bankId: string; customerGroup: string } }).scope.dealerId === demoDealerId);
      const base = (e: { data: unknown }) => (e.data as { changes: { field: string; newValue: unknown }[] }).changes.filter((c) => c.field === 'base_discount').map((c) => c.newValue);
      if (own) expect(base(events[0])).not.toEqual(base(own));
    } finally {
      await store.close();
    }
  });
});
