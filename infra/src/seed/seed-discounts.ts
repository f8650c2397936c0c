import { collectedDiscountLabels, CUSTOMER_GROUPS, DATA_IMPORT_ACTOR, DELIVERY_TIME_BANDS, type Actor, type CustomerGroup } from '@autoleasing/contracts';
import {
  DISCOUNT_EVENT_SCHEMAS,
  discountLayoutDecider,
  discountLayoutStreamId,
  discountTableDecider,
  discountTableStreamId,
  evolveAll,
  type CellInput,
  type DiscountScope,
  type DiscountTableEvent,
  type DecisionContext,
  type DomainEvent,
  type EditedRowInput,
} from '@autoleasing/domain';
import type { Pool } from 'pg';
import { EventTypeRegistry } from '../event-store/event-type-registry';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore, NewEvent } from '../event-store/types';
import type { ModelRow } from './build-catalogue';
import type { SeedDiscountRow } from './build-offers';
import { createPrng } from './prng';
import { stableUuid } from './stable-id';

/** When the demo dealer "filled in" the table: fixed, so a re-seed writes identical events. */
const SEEDED_AT = new Date('2026-11-02T09:00:00.000Z');
/** Banks per group the demo table is filled for (the first of the dealer's banks by name). */
const SEEDED_BANKS = 2;
const ADDITIONAL_COLUMNS = 2;

export interface SeedDiscountsOptions {
  pool: Pool;
  /** Defaults to the PostgreSQL store on the same database (what `npm start` uses by default). */
  eventStore?: EventStore;
  dealerId: string;
  dealerUserId: string;
  /** The dealer's brand whose tables are filled. */
  brandSlug: string;
  models: readonly ModelRow[];
  /**
   * Issue 8 (admin comparison): other dealers of the same brand filled in by ops. The banks to
   * fill (default: the dealer's first banks by name), the actor (default: the dealer's user as
   * Dealer; an Admin acting for the dealer otherwise) and a variant mixed into the random rows,
   * so two dealers get different discounts. Without them the demo dealer's events are unchanged.
   */
  bankIds?: readonly string[];
  actorRole?: 'Dealer' | 'Admin';
  variant?: string;
}

/** The banks the demo table is filled for when no bankIds are given: the dealer's first by name. */
export async function seededBankIds(pool: Pool, dealerId: string): Promise<string[]> {
  const banks = await pool.query<{ id: string }>(
    `WITH own AS (SELECT DISTINCT bank_id FROM car_specs WHERE dealer_id = $1)
     SELECT b.id FROM banks b WHERE b.id IN (SELECT bank_id FROM own) OR NOT EXISTS (SELECT 1 FROM own) ORDER BY b.name LIMIT $2`,
    [dealerId, SEEDED_BANKS],
  );
  return banks.rows.map((b) => b.id);
}

/** The PostgreSQL store on the pool with the discount events registered (what `npm start` uses by default). */
function defaultStore(pool: Pool): EventStore {
  const registry = new EventTypeRegistry();
  for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
  return createPostgresEventStore({ pool, registry });
}

const context = (scopeKey: string): DecisionContext => ({ now: SEEDED_AT, newId: () => stableUuid('discount-seed-id', scopeKey) });

/**
 * Saves rows into one discount table through the decider, as a dealer's save does: the stream is
 * folded first, so a re-run (or a larger size after a smaller one) appends only what changes.
 * Event ids follow the stream revision they take, so a crashed re-run appends nothing twice.
 */
async function saveTableRows(store: EventStore, scope: DiscountScope, columns: { additionalDiscounts: number; collectedDiscounts: number }, rows: EditedRowInput[], actor: Actor): Promise<number> {
  if (!rows.length) return 0;
  const streamId = discountTableStreamId(scope);
  const stored = await store.readStream(streamId);
  const state = evolveAll(discountTableDecider.initialState(), stored.map((e) => ({ type: e.type, data: e.data }) as DiscountTableEvent));
  const events = discountTableDecider.decide({ type: 'SaveDiscounts', scope, basedOnRevision: state.revision, columns, rows }, state, context(streamId));
  return appendSeedEvents(store, streamId, events, actor, state.revision + 1);
}

async function appendSeedEvents(store: EventStore, streamId: string, events: DomainEvent[], actor: Actor, firstRevision: number): Promise<number> {
  if (!events.length) return 0;
  const stored: NewEvent[] = events.map((event, index) => ({
    id: stableUuid('discount-seed-event', streamId, firstRevision + index),
    type: event.type,
    data: event.data,
    metadata: { actor, correlationId: stableUuid('discount-seed', streamId), causationId: stableUuid('discount-seed', streamId), occurredAt: SEEDED_AT.toISOString() },
  }));
  // 'any' with ids by revision: a re-run is an idempotent no-op for events already stored.
  await store.append(streamId, stored, { expectedRevision: 'any' });
  return stored.length;
}

const tableKey = (s: SeedDiscountRow['scope']) => `${s.dealerId}|${s.customerGroup}|${s.bankId}|${s.manufacturerId}`;

/**
 * The data import (issue 16): the discount row of every offer the seed wrote, as events of the
 * dealer's discount table in the name of DATA_IMPORT_ACTOR ("Datenimport"), one save per table.
 * The offer-prices projection then lists and prices exactly these offers.
 */
export async function importSeedDiscountRows(options: { pool: Pool; eventStore?: EventStore; rows: Iterable<SeedDiscountRow> }): Promise<number> {
  const tables = new Map<string, { scope: SeedDiscountRow['scope']; brandSlug: string; rows: Map<string, EditedRowInput> }>();
  for (const row of options.rows) {
    const key = tableKey(row.scope);
    const table = tables.get(key) ?? { scope: row.scope, brandSlug: row.brandSlug, rows: new Map() };
    table.rows.set(row.carModelId, { carModelId: row.carModelId, cells: { ...row.cells } });
    tables.set(key, table);
  }
  const store = options.eventStore ?? defaultStore(options.pool);
  let appended = 0;
  try {
    for (const key of [...tables.keys()].sort()) {
      const { scope, brandSlug, rows } = tables.get(key)!;
      const columns = { additionalDiscounts: 0, collectedDiscounts: collectedDiscountLabels(brandSlug).length };
      appended += await saveTableRows(store, scope, columns, [...rows.values()], DATA_IMPORT_ACTOR);
    }
  } finally {
    if (!options.eventStore) await store.close();
  }
  return appended;
}

/**
 * Discounts of the demo dealer (issue 7), so the dealer screen shows a filled table: for its main
 * brand, both customer groups and its first banks, the rows of car models WITHOUT offers (those
 * with offers came from the data import): most complete and orderable, some switched off, some
 * left incomplete, a few confirmed, and two additional discount columns. Written as events
 * through the deciders (the same rules as a dealer's save), by the data import.
 */
export async function seedDemoDiscounts(options: SeedDiscountsOptions): Promise<number> {
  const { pool, dealerId, brandSlug } = options;
  const manufacturerId = options.models.find((m) => m.brandSlug === brandSlug)?.manufacturerId;
  if (!manufacturerId) return 0;
  const models = options.models.filter((m) => m.manufacturerId === manufacturerId);
  const bankIds = options.bankIds ?? (await seededBankIds(pool, dealerId));
  const store = options.eventStore ?? defaultStore(pool);
  const actor = DATA_IMPORT_ACTOR;
  let appended = 0;
  try {
    const layoutStream = discountLayoutStreamId(dealerId, manufacturerId);
    if ((await store.readStream(layoutStream)).length === 0) {
      const layout = discountLayoutDecider.decide(
        { type: 'ChangeDiscountLayout', dealerId, manufacturerId, numberAdditionalDiscounts: ADDITIONAL_COLUMNS, removing: false },
        discountLayoutDecider.initialState(),
        context(layoutStream),
      );
      appended += await appendSeedEvents(store, layoutStream, layout, actor, 0);
    }
    const columns = { additionalDiscounts: ADDITIONAL_COLUMNS, collectedDiscounts: collectedDiscountLabels(brandSlug).length };
    for (const group of CUSTOMER_GROUPS) {
      for (const bankId of bankIds) {
        const scope = { dealerId, customerGroup: group as CustomerGroup, bankId, manufacturerId };
        const filled = new Set((await offeredModelIds(pool, scope)));
        const rows = models.filter((model) => !filled.has(model.id)).flatMap((model) => demoRow(model, group, bankId, columns.collectedDiscounts, options.variant));
        appended += await saveTableRows(store, scope, columns, rows, actor);
      }
    }
  } finally {
    if (!options.eventStore) await store.close();
  }
  return appended;
}

/** Car models with offers in a table's scope: their rows are the data import's, not demo rows. */
async function offeredModelIds(pool: Pool, scope: DiscountScope): Promise<string[]> {
  const groups = scope.customerGroup === 'b2c' ? ['b2c'] : ['b2b', 'both'];
  const { rows } = await pool.query<{ car_model_id: string }>(
    'SELECT DISTINCT car_model_id FROM car_specs WHERE dealer_id = $1 AND bank_id = $2 AND manufacturer_id = $3 AND customer_groups = ANY($4::text[])',
    [scope.dealerId, scope.bankId, scope.manufacturerId, groups],
  );
  return rows.map((r) => r.car_model_id);
}

/** A plausible row (leasing-math: dealer discounts 5–25 %); about one in ten is left empty. */
function demoRow(model: ModelRow, group: CustomerGroup, bankId: string, collected: number, variant?: string): EditedRowInput[] {
  const rng = createPrng(`discount:${model.id}:${group}:${bankId}${variant ? `:${variant}` : ''}`);
  const roll = rng.next();
  if (roll < 0.1) return [];
  const base = Math.round((5 + rng.next() * 17) * 4) / 4;
  const cells: CellInput = {
    base_discount: base,
    additional_discounts_0: rng.next() < 0.5 ? Math.round(rng.next() * 300) / 100 : null,
    available: roll >= 0.18,
    delivery_time: DELIVERY_TIME_BANDS[1 + Math.floor(rng.next() * 5)],
    bafa_manufacturer_included: false,
    order_absolute_bonus_cents: rng.next() < 0.3 ? 50000 : 0,
    stock_absolute_bonus_cents: 0,
  };
  if (rng.next() < 0.7) cells.factory_delivery_cents = 69000 + Math.floor(rng.next() * 4) * 10000;
  else cells.dealer_delivery_cents = 49000 + Math.floor(rng.next() * 3) * 10000;
  if (collected > 0) cells.collected_discounts_0 = Math.round(rng.next() * 200) / 100;
  return [{ carModelId: model.id, cells, confirmed: rng.next() < 0.25 ? true : undefined }];
}
