import { collectedDiscountLabels, CUSTOMER_GROUPS, DELIVERY_TIME_BANDS, type CustomerGroup } from '@autoleasing/contracts';
import {
  DISCOUNT_EVENT_SCHEMAS,
  discountLayoutDecider,
  discountLayoutStreamId,
  discountTableDecider,
  discountTableStreamId,
  type CellInput,
  type DecisionContext,
  type DomainEvent,
  type EditedRowInput,
} from '@autoleasing/domain';
import type { Pool } from 'pg';
import { EventTypeRegistry } from '../event-store/event-type-registry';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore, NewEvent } from '../event-store/types';
import type { ModelRow } from './build-catalogue';
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

/**
 * Discounts of the demo dealer (issue 7), so the dealer screen shows a filled table: for its main
 * brand, both customer groups and its first banks, most rows complete and orderable, some switched
 * off, some left incomplete, a few confirmed, and two additional discount columns. Written as
 * events through the deciders (the same rules as a dealer's save), in the demo dealer's name.
 * Event ids are derived from the content's position, so re-running the seed appends nothing new.
 */
export async function seedDemoDiscounts(options: SeedDiscountsOptions): Promise<number> {
  const { pool, dealerId, dealerUserId, brandSlug } = options;
  const manufacturerId = options.models.find((m) => m.brandSlug === brandSlug)?.manufacturerId;
  if (!manufacturerId) return 0;
  const models = options.models.filter((m) => m.manufacturerId === manufacturerId);
  const banks = { rows: (options.bankIds ?? (await seededBankIds(pool, dealerId))).map((id) => ({ id })) };
  let store = options.eventStore;
  const ownStore = !store;
  if (!store) {
    const registry = new EventTypeRegistry();
    for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
    store = createPostgresEventStore({ pool, registry });
  }
  const actor = { userId: dealerUserId, role: options.actorRole ?? ('Dealer' as const), actingForDealerId: dealerId };
  const context: DecisionContext = { now: SEEDED_AT, newId: () => stableUuid('discount-seed-id', dealerId) };
  let appended = 0;
  const append = async (streamId: string, events: DomainEvent[]) => {
    if (!events.length) return;
    const stored: NewEvent[] = events.map((event, index) => ({
      id: stableUuid('discount-seed-event', streamId, index),
      type: event.type,
      data: event.data,
      metadata: { actor, correlationId: stableUuid('discount-seed', streamId), causationId: stableUuid('discount-seed', streamId), occurredAt: SEEDED_AT.toISOString() },
    }));
    // 'any' with fixed ids: a re-run is an idempotent no-op for events already stored.
    await store!.append(streamId, stored, { expectedRevision: 'any' });
    appended += stored.length;
  };

  try {
    const layout = discountLayoutDecider.decide(
      { type: 'ChangeDiscountLayout', dealerId, manufacturerId, numberAdditionalDiscounts: ADDITIONAL_COLUMNS, removing: false },
      discountLayoutDecider.initialState(),
      context,
    );
    await append(discountLayoutStreamId(dealerId, manufacturerId), layout);
    const columns = { additionalDiscounts: ADDITIONAL_COLUMNS, collectedDiscounts: collectedDiscountLabels(brandSlug).length };
    for (const group of CUSTOMER_GROUPS) {
      for (const { id: bankId } of banks.rows) {
        const scope = { dealerId, customerGroup: group as CustomerGroup, bankId, manufacturerId };
        const rows = models.flatMap((model) => demoRow(model, group, bankId, columns.collectedDiscounts, options.variant));
        const events = discountTableDecider.decide(
          { type: 'SaveDiscounts', scope, basedOnRevision: -1, columns, rows },
          discountTableDecider.initialState(),
          context,
        );
        await append(discountTableStreamId(scope), events);
      }
    }
  } finally {
    if (ownStore) await store.close();
  }
  return appended;
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
