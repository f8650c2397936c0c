import type { DiscountCellField } from '@autoleasing/contracts';
import { campaignCellChanges, type DiscountRow, type DiscountTableEvent, type DiscountTableState, type StoredCellValue } from '@autoleasing/domain';

/**
 * The discount table's state as update_all and copy decide on it, folded in place. The decider's
 * own evolve is immutable and keeps every cell's versions (what a save on an older revision needs
 * to merge): it copies the whole row map for each event, so a 10,000-row table with hundreds of
 * saves in its stream folds in seconds. Bulk decisions read only the cells and the rows each
 * operation wrote, which this fold keeps in one pass over the changes. It is no second source of
 * rules: discount-bulk.unit.spec.ts checks it against evolve and the bulk decisions on both.
 */
const NO_CAMPAIGNS: DiscountTableState['campaigns'] = new Map();

export class BulkTableState {
  private readonly rows = new Map<string, { cells: Partial<Record<DiscountCellField, StoredCellValue>>; versions: DiscountRow['versions'] }>();
  private readonly operations = new Map<string, Set<string>>();
  private revision = -1;

  apply(event: DiscountTableEvent): void {
    this.revision++;
    switch (event.type) {
      case 'DiscountCellsEdited':
        for (const change of event.data.changes) this.set(change.carModelId, change.field, change.newValue);
        return;
      case 'DiscountRowsConfirmed':
        for (const carModelId of event.data.carModelIds) this.set(carModelId, 'confirmed', true);
        return;
      case 'DiscountRowsUnconfirmed':
        for (const carModelId of event.data.carModelIds) this.set(carModelId, 'confirmed', false);
        return;
      case 'DiscountsBulkUpdated':
      case 'DiscountsCopied': {
        let done = this.operations.get(event.data.operationId);
        if (!done) this.operations.set(event.data.operationId, (done = new Set()));
        for (const row of event.data.rows) {
          done.add(row.carModelId);
          for (const change of row.changes) this.set(row.carModelId, change.field, change.newValue);
        }
        return;
      }
      default:
        // Campaign boundaries change cells like an edit; bulk decisions never look at campaigns.
        for (const change of campaignCellChanges(event)) this.set(change.carModelId, change.field, change.newValue);
    }
  }

  /** A read-only view for `discountTableDecider.decide` with bulk commands (no cell versions, no change log). */
  view(): DiscountTableState {
    return { status: this.revision < 0 ? 'empty' : 'active', revision: this.revision, rows: this.rows, operations: this.operations, changeLog: [], campaigns: NO_CAMPAIGNS };
  }

  private set(carModelId: string, field: DiscountCellField, value: StoredCellValue): void {
    let row = this.rows.get(carModelId);
    if (!row) this.rows.set(carModelId, (row = { cells: {}, versions: {} }));
    row.cells[field] = value;
  }
}
