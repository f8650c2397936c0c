import { DISCOUNT_CELL_FIELDS, type DiscountCellField, discountCellOrDefault, type DiscountRowCells, type DiscountTableColumns } from '@autoleasing/contracts';
import type { DecisionContext } from '../shared/decider';
import { DomainError, badRequest } from '../shared/domain-error';
import { columnExists, type StoredCellValue } from './discount-cells';
import type { DiscountCellChange, DiscountScope, DiscountTableEvent } from './discount-table.events';

/**
 * 'Diesen Stand wiederherstellen' (issue 21 item 6). The decider holds only the current state, so
 * the handler folds the stream up to `restoredFrom` and passes the rows of then (`targetRows`);
 * the decider writes the differences as one new DiscountCellsEdited (reason 'restore'). Nothing is
 * rewritten: the past stays in the stream, the restore is one more event on top.
 */
export interface RestoreDiscountTableCommand {
  type: 'RestoreDiscountTable';
  scope: DiscountScope;
  /** The table revision the dealer saw the differences on: a restore is never merged. */
  basedOnRevision: number;
  /** The moment restored (ISO, UTC); carried by the event for the audit. */
  restoredFrom: string;
  columns: DiscountTableColumns;
  /** Cells of every row as they were at `restoredFrom` (stored units); rows absent were empty then. */
  targetRows: ReadonlyMap<string, DiscountRowCells>;
}

export const DISCOUNT_RESTORE_STALE = 'discount_restore_stale';

/**
 * 'available' never written means "nobody decided yet" (data missing), which differs from false
 * (not orderable): restoring a moment before the row was filled brings that back as null.
 */
function restoredValue(cells: DiscountRowCells, field: DiscountCellField): StoredCellValue {
  return field === 'available' ? (cells.available ?? null) : discountCellOrDefault(cells, field);
}

/**
 * The cells whose value differs between now and then, row by row. Columns the table no longer has
 * (a removed additional column) are left alone: restoring values nobody can see would bring back
 * discounts silently. Confirmations are restored with the values they confirmed (a row confirmed
 * then is confirmed again, a row unconfirmed then loses today's confirmation).
 */
export function restoreChanges(
  current: ReadonlyMap<string, { cells: DiscountRowCells }>,
  target: ReadonlyMap<string, DiscountRowCells>,
  columns: DiscountTableColumns,
): DiscountCellChange[] {
  const changes: DiscountCellChange[] = [];
  const carModelIds = [...new Set([...current.keys(), ...target.keys()])].sort();
  for (const carModelId of carModelIds) {
    const now = current.get(carModelId)?.cells ?? {};
    const then = target.get(carModelId) ?? {};
    for (const field of DISCOUNT_CELL_FIELDS) {
      if (!columnExists(field, columns)) continue;
      const oldValue = restoredValue(now, field);
      const newValue = restoredValue(then, field);
      if (oldValue !== newValue) changes.push({ carModelId, field, oldValue, newValue });
    }
  }
  return changes;
}

export function decideRestore(
  command: RestoreDiscountTableCommand,
  state: { revision: number; rows: ReadonlyMap<string, { cells: DiscountRowCells }> },
  { now }: DecisionContext,
): DiscountTableEvent[] {
  const moment = Date.parse(command.restoredFrom);
  if (Number.isNaN(moment) || moment > now.getTime()) {
    throw badRequest('discount_restore_moment_invalid', 'Bitte wählen Sie einen Zeitpunkt in der Vergangenheit.');
  }
  if (command.basedOnRevision !== state.revision) {
    throw new DomainError(
      'rule',
      DISCOUNT_RESTORE_STALE,
      'Die Tabelle wurde inzwischen geändert. Bitte prüfen Sie die Änderungen erneut, bevor Sie den Stand wiederherstellen.',
    );
  }
  const changes = restoreChanges(state.rows, command.targetRows, command.columns);
  if (!changes.length) return [];
  return [
    {
      type: 'DiscountCellsEdited',
      data: {
        scope: command.scope,
        basedOnRevision: state.revision,
        reason: 'restore',
        restoredFrom: new Date(moment).toISOString(),
        changes,
        editedAt: now.toISOString(),
      },
    },
  ];
}
