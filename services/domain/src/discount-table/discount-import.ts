import { DISCOUNT_ERROR_CODES, DISCOUNT_IMPORT_ERROR_CODES, isDiscountCellField, type DiscountCellField, discountCellOrDefault, type DiscountRowCells, type DiscountTableColumns } from '@autoleasing/contracts';
import { invalid, ruleViolated } from '../shared/domain-error';
import { cellProblem, columnExists, rowProblems, toStoredValue, type CellProblem, type StoredCellValue } from './discount-cells';
import type { DiscountCellChange, DiscountScope, DiscountTableEvent } from './discount-table.events';

/** Cells in API units as a command carries them (the decider's CellInput). */
type CellInput = Partial<Record<DiscountCellField, unknown>>;

/**
 * What an import reads of the table: its revision and each row's cells. Declared here rather than
 * imported from the decider, which imports this module (no cycle).
 */
interface ImportedTable {
  revision: number;
  rows: ReadonlyMap<string, { cells: DiscountRowCells }>;
}

/** One row of an uploaded file: its car model and its cells in API units (7.5 %, cents). */
export interface ImportRowInput {
  carModelId: string;
  cells: CellInput;
}

export interface ImportDiscountsCommand {
  type: 'ImportDiscounts';
  scope: DiscountScope;
  /** The table revision the dry run was made on: the file is applied only onto that revision. */
  basedOnRevision: number;
  columns: DiscountTableColumns;
  rows: ImportRowInput[];
  fileName: string;
  operationId: string;
}

/** What applying a file would change, and every cell that keeps it from being applied. */
export interface ImportPreview {
  changes: DiscountCellChange[];
  problems: CellProblem[];
}

/** 409: the table changed after the file was checked (the api checks first, the decider again in the append). */
export const staleImport = () =>
  ruleViolated(DISCOUNT_IMPORT_ERROR_CODES.stale, 'Die Tabelle wurde seit der Prüfung der Datei geändert. Bitte prüfen Sie die Datei erneut. Es wurde nichts übernommen.');

/**
 * The dry run of an import (pure): the cells whose value differs from the table, with the same
 * per-cell and per-row rules as a save (spec 5.4); rows without a change are skipped. A confirmed
 * row that changes loses its confirmation, as with any edit.
 */
export function previewImport(state: ImportedTable, rows: readonly ImportRowInput[], columns: DiscountTableColumns): ImportPreview {
  const changes: DiscountCellChange[] = [];
  const problems: CellProblem[] = [];
  for (const input of rows) {
    const row = state.rows.get(input.carModelId);
    const current = row?.cells ?? {};
    const next: Partial<Record<DiscountCellField, StoredCellValue>> = { ...current };
    const rowChanges: DiscountCellChange[] = [];
    for (const [field, raw] of Object.entries(input.cells)) {
      if (raw === undefined || field === 'confirmed') continue;
      // An empty cell over a cell nobody ever wrote is no edit (the export shows both alike).
      if ((raw === null || raw === '') && current[field as DiscountCellField] === undefined) continue;
      if (!isDiscountCellField(field) || !columnExists(field, columns)) {
        problems.push(cellProblem(input.carModelId, field, 'unknown_column'));
        continue;
      }
      const converted = toStoredValue(field, raw);
      if (!converted.ok) {
        problems.push(cellProblem(input.carModelId, field, converted.code));
        continue;
      }
      // As in a save: a row nobody set orderable or not is incomplete; choosing "no" is a change.
      const old = field === 'available' && current.available === undefined ? null : discountCellOrDefault(current, field);
      if (converted.value === old) continue;
      next[field] = converted.value;
      rowChanges.push({ carModelId: input.carModelId, field, oldValue: old, newValue: converted.value });
    }
    if (!rowChanges.length) continue;
    problems.push(...rowProblems(input.carModelId, next));
    if (discountCellOrDefault(current, 'confirmed') === true) rowChanges.push({ carModelId: input.carModelId, field: 'confirmed', oldValue: true, newValue: false });
    changes.push(...rowChanges);
  }
  return { changes, problems };
}

/**
 * Applies a file as one event carrying its name. Only onto the revision its dry run saw (else
 * 409: what was previewed is not what would be applied), and nothing while any cell is invalid.
 */
export function decideImport(command: ImportDiscountsCommand, state: ImportedTable, at: string): DiscountTableEvent[] {
  if (command.basedOnRevision !== state.revision) throw staleImport();
  const { changes, problems } = previewImport(state, command.rows, command.columns);
  if (problems.length) {
    const count = problems.length === 1 ? 'Eine Zelle ist ungültig' : `${problems.length} Zellen sind ungültig`;
    throw invalid(DISCOUNT_ERROR_CODES.validation, `${count}. Es wurde nichts übernommen.`, problems);
  }
  if (!changes.length) return [];
  return [
    {
      type: 'DiscountCellsEdited',
      data: {
        scope: command.scope,
        basedOnRevision: state.revision,
        reason: 'import',
        changes,
        editedAt: at,
        fileName: command.fileName,
        operationId: command.operationId,
      },
    },
  ];
}
