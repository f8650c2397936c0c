import type { DiscountCellField } from '@autoleasing/contracts';
import type { DiscountCellsEdited, DiscountScope, DiscountsBulkUpdated, DiscountsCopied, RowCells, StoredCellValue } from '@autoleasing/domain';
import type { RecordedEvent } from '@autoleasing/infra';
import type { Projection, ProjectionTx } from '../runtime/projection';
import { affectsOffers } from './offer-discount';
import { createOfferPricesTables, OFFER_PRICE_ROWS_TABLE } from './offer-prices.tables';
import { repriceOffers, type TableScope } from './reprice-offers';

type PricingEvent = DiscountCellsEdited | DiscountsBulkUpdated | DiscountsCopied;

/** Every event that changes cells; confirmations and layout changes alone never move a price. */
export const OFFER_PRICE_EVENT_TYPES = ['DiscountCellsEdited', 'DiscountsBulkUpdated', 'DiscountsCopied'] as const;

interface CellChange {
  carModelId: string;
  field: DiscountCellField;
  newValue: StoredCellValue;
}

function changesOf(event: PricingEvent): CellChange[] {
  switch (event.type) {
    case 'DiscountCellsEdited':
      return event.data.changes.map((c) => ({ carModelId: c.carModelId, field: c.field, newValue: c.newValue }));
    case 'DiscountsBulkUpdated':
    case 'DiscountsCopied':
      return event.data.rows.flatMap((row) => row.changes.map((c) => ({ carModelId: row.carModelId, field: c.field, newValue: c.newValue })));
  }
}

/** Tables of the discount domain are b2b/b2c; the key keeps one entry per table in a batch. */
const scopeKey = (s: DiscountScope) => `${s.dealerId}|${s.customerGroup}|${s.bankId}|${s.manufacturerId}`;

interface ScopeWork {
  scope: TableScope;
  /** Cell changes per car model in event order. */
  changes: Map<string, CellChange[]>;
  /** Car models whose offers must be recomputed (a price-relevant cell changed). */
  reprice: Set<string>;
}

/**
 * "Offer prices follow discounts" (issue 7): keeps the cells of every discount row it has seen
 * (its own table, so it never depends on another projection's progress) and recomputes the
 * catalogue offers of the touched car models: rates, cheapest rates, Leasingfaktor, and whether
 * they are offered at all (the row's status dot). A batch is applied as one set of statements per
 * table, so an update_all batch of 500 rows is a handful of round trips.
 *
 * Replays are safe: every write is "set to what the cells say", and the runtime commits the
 * batch together with the checkpoint.
 */
export const offerPricesProjection: Projection = {
  name: 'offer-prices',
  eventTypes: OFFER_PRICE_EVENT_TYPES,
  tables: [OFFER_PRICE_ROWS_TABLE],
  createTables: createOfferPricesTables,
  async apply(events: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    const work = new Map<string, ScopeWork>();
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as PricingEvent;
      const scope = event.data.scope;
      const key = scopeKey(scope);
      let entry = work.get(key);
      if (!entry) {
        const group = scope.customerGroup === 'b2c' ? 'b2c' : 'b2b';
        entry = { scope: { dealerId: scope.dealerId, customerGroup: group, bankId: scope.bankId, manufacturerId: scope.manufacturerId }, changes: new Map(), reprice: new Set() };
        work.set(key, entry);
      }
      for (const change of changesOf(event)) {
        const list = entry.changes.get(change.carModelId) ?? [];
        list.push(change);
        entry.changes.set(change.carModelId, list);
        if (affectsOffers(change.field)) entry.reprice.add(change.carModelId);
      }
    }
    for (const { scope, changes, reprice } of work.values()) {
      // Each change sets one cell, so a batch's changes per row fold into one patch (later wins).
      const patches = new Map<string, Record<string, StoredCellValue>>();
      for (const [carModelId, list] of changes) {
        const patch: Record<string, StoredCellValue> = {};
        for (const change of list) patch[change.field] = change.newValue;
        patches.set(carModelId, patch);
      }
      const cells = await mergeCells(tx, scope, patches);
      const toReprice = new Map([...reprice].map((id) => [id, cells.get(id) as RowCells]));
      await repriceOffers(tx, scope, toReprice);
    }
  },
};

/** Upserts the rows' patches and returns their cells after the merge: one round trip. */
async function mergeCells(tx: ProjectionTx, scope: TableScope, patches: ReadonlyMap<string, Record<string, StoredCellValue>>): Promise<Map<string, RowCells>> {
  const { rows } = await tx.query<{ car_model_id: string; cells: RowCells }>(
    `INSERT INTO ${OFFER_PRICE_ROWS_TABLE} AS r (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id, cells)
     SELECT $1, $2, $3, $4, u.car_model_id, u.patch FROM unnest($5::uuid[], $6::jsonb[]) AS u(car_model_id, patch)
     ON CONFLICT (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id) DO UPDATE SET cells = r.cells || EXCLUDED.cells
     RETURNING car_model_id, cells`,
    [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId, [...patches.keys()], [...patches.values()].map((p) => JSON.stringify(p))],
  );
  return new Map(rows.map((r) => [r.car_model_id, r.cells]));
}
