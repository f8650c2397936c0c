import { discountRowState, discountSum, type DiscountRowCells } from '@autoleasing/contracts';
import type { DiscountCellField } from '@autoleasing/contracts';
import { campaignCellChanges, DISCOUNT_TABLE_EVENT_TYPES, type DiscountScope, type DiscountTableEvent, type StoredCellValue } from '@autoleasing/domain';
import type { RecordedEvent } from '@autoleasing/infra';
import type { Projection, ProjectionTx } from '../runtime/projection';
import { createDiscountComparisonTables, DISCOUNT_COMPARISON_TABLES } from './discount-comparison.tables';

/** Removed columns were cleared by their events, so every column counts (as in the dealer table). */
const ALL_COLUMNS = { additionalDiscounts: 5, collectedDiscounts: 2 };

interface ComparisonRow {
  scope: DiscountScope;
  carModelId: string;
  cells: Partial<Record<DiscountCellField, StoredCellValue>>;
  updatedAt: string;
}

const rowKey = (scope: DiscountScope, carModelId: string) => `${scope.manufacturerId}|${scope.bankId}|${scope.customerGroup}|${carModelId}|${scope.dealerId}`;

function changesOf(event: DiscountTableEvent): { carModelId: string; field: DiscountCellField; newValue: StoredCellValue }[] {
  switch (event.type) {
    case 'DiscountCellsEdited':
      return event.data.changes;
    case 'DiscountRowsConfirmed':
      return event.data.carModelIds.map((carModelId) => ({ carModelId, field: 'confirmed' as const, newValue: true }));
    case 'DiscountRowsUnconfirmed':
      return event.data.carModelIds.map((carModelId) => ({ carModelId, field: 'confirmed' as const, newValue: false }));
    case 'DiscountsBulkUpdated':
    case 'DiscountsCopied':
      return event.data.rows.flatMap((row) => row.changes.map((change) => ({ carModelId: row.carModelId, field: change.field, newValue: change.newValue })));
    default:
      return [...campaignCellChanges(event)];
  }
}

async function loadRows(tx: ProjectionTx, keys: ComparisonRow[]): Promise<Map<string, DiscountRowCells>> {
  const found = new Map<string, DiscountRowCells>();
  if (!keys.length) return found;
  const { rows } = await tx.query(
    `SELECT r.manufacturer_id, r.bank_id, r.customer_group, r.car_model_id, r.dealer_id, r.cells FROM discount_comparison_rows r
       JOIN unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::uuid[]) AS k(manufacturer_id, bank_id, customer_group, car_model_id, dealer_id)
         USING (manufacturer_id, bank_id, customer_group, car_model_id, dealer_id)`,
    [
      keys.map((k) => k.scope.manufacturerId),
      keys.map((k) => k.scope.bankId),
      keys.map((k) => k.scope.customerGroup),
      keys.map((k) => k.carModelId),
      keys.map((k) => k.scope.dealerId),
    ],
  );
  for (const r of rows as { manufacturer_id: string; bank_id: string; customer_group: DiscountScope['customerGroup']; car_model_id: string; dealer_id: string; cells: DiscountRowCells }[]) {
    found.set(rowKey({ dealerId: r.dealer_id, customerGroup: r.customer_group, bankId: r.bank_id, manufacturerId: r.manufacturer_id }, r.car_model_id), r.cells);
  }
  return found;
}

/**
 * The admin comparison (spec 2.5 admin overview, issue 8): for each brand, bank, customer group
 * and car model, one row per dealer with that dealer's discounts, its discount sum and status.
 * Keyed brand-first, so the comparison of all dealers for a brand and bank is one index range;
 * min / max / median and the best dealer are computed over the dealers a request compares.
 * A batch reads the touched rows once and writes each once; writes are "set to", so replaying a
 * batch gives the same table.
 */
export const discountComparisonProjection: Projection = {
  name: 'discount-comparison',
  // Every event of the discount table: all of them change cells or their confirmation.
  eventTypes: DISCOUNT_TABLE_EVENT_TYPES,
  tables: DISCOUNT_COMPARISON_TABLES,
  createTables: createDiscountComparisonTables,
  async apply(recorded: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    const touched = new Map<string, ComparisonRow>();
    const events = recorded.map((r) => ({ event: { type: r.type, data: r.data } as DiscountTableEvent, occurredAt: r.metadata.occurredAt }));
    for (const { event } of events) {
      for (const change of changesOf(event)) {
        const key = rowKey(event.data.scope, change.carModelId);
        if (!touched.has(key)) touched.set(key, { scope: event.data.scope, carModelId: change.carModelId, cells: {}, updatedAt: '' });
      }
    }
    const stored = await loadRows(tx, [...touched.values()]);
    for (const [key, row] of touched) row.cells = { ...(stored.get(key) ?? {}) };
    for (const { event, occurredAt } of events) {
      for (const change of changesOf(event)) {
        const row = touched.get(rowKey(event.data.scope, change.carModelId))!;
        row.cells[change.field] = change.newValue;
        row.updatedAt = occurredAt;
      }
    }
    const rows = [...touched.values()];
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      const params: unknown[] = [];
      const tuples = chunk.map((row) => {
        const base = row.cells.base_discount;
        const values = [
          row.scope.manufacturerId,
          row.scope.bankId,
          row.scope.customerGroup,
          row.carModelId,
          row.scope.dealerId,
          JSON.stringify(row.cells),
          typeof base === 'number' ? base : null,
          discountSum(row.cells, ALL_COLUMNS),
          discountRowState(row.cells),
          row.updatedAt,
        ];
        return `(${values.map((v) => `$${params.push(v)}`).join(', ')})`;
      });
      await tx.query(
        `INSERT INTO discount_comparison_rows (manufacturer_id, bank_id, customer_group, car_model_id, dealer_id, cells, base_discount, discount_sum, state, updated_at)
         VALUES ${tuples.join(', ')}
         ON CONFLICT (manufacturer_id, bank_id, customer_group, car_model_id, dealer_id) DO UPDATE
           SET cells = EXCLUDED.cells, base_discount = EXCLUDED.base_discount, discount_sum = EXCLUDED.discount_sum, state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`,
        params,
      );
    }
  },
};
