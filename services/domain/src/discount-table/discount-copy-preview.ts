import type { CustomerGroup, DiscountCellField, DiscountTableColumns } from '@autoleasing/contracts';
import { columnExists, fromStoredValue, type StoredCellValue } from './discount-cells';
import { discountTableDecider, type BulkRowInput, type DiscountTableState } from './discount-table.decider';
import type { DiscountCellChange, DiscountScope } from './discount-table.events';

/**
 * The rows a copy from another table writes: every cell the source holds that this table has a
 * column for, except the confirmation (it belongs to a table), in car model order.
 */
export function copyableRows(source: DiscountTableState, columns: DiscountTableColumns): BulkRowInput[] {
  return [...source.rows.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([carModelId, row]) => {
      const cells: Partial<Record<DiscountCellField, unknown>> = {};
      for (const [field, value] of Object.entries(row.cells) as [DiscountCellField, StoredCellValue][]) {
        if (field !== 'confirmed' && value !== undefined && columnExists(field, columns)) cells[field] = fromStoredValue(field, value);
      }
      return { carModelId, cells };
    })
    .filter((row) => Object.keys(row.cells).length > 0);
}

export interface CopyPreview {
  changes: DiscountCellChange[];
  /** Changed cells that held a written value before (not empty): what the copy overwrites. */
  replacedValues: number;
}

/**
 * What a copy would change, decided exactly as the copy job decides (one decision over all rows
 * instead of batches of 500; the outcome is the same), without writing anything.
 */
export function previewCopy(
  target: DiscountTableState,
  source: DiscountTableState,
  scope: DiscountScope,
  sourceScope: { customerGroup: CustomerGroup; bankId: string },
  columns: DiscountTableColumns,
  now: Date,
): CopyPreview {
  const rows = copyableRows(source, columns);
  const events = discountTableDecider.decide(
    { type: 'CopyDiscounts', scope, operationId: 'preview', sourceScope, columns, rows },
    target,
    { now, newId: () => 'preview' },
  );
  const changes = events.flatMap((event) =>
    event.type === 'DiscountsCopied' ? event.data.rows.flatMap((row) => row.changes.map((change) => ({ carModelId: row.carModelId, ...change }))) : [],
  );
  // A value someone wrote; a flag never set reads false but holds nothing to replace.
  const held = (c: DiscountCellChange) => c.oldValue !== null && target.rows.get(c.carModelId)?.cells[c.field] !== undefined;
  const replacedValues = changes.filter((c) => c.field !== 'confirmed' && held(c)).length;
  return { changes, replacedValues };
}
