import {
  addToDiscountCell,
  discountCellKind,
  isRelativeDiscountField,
  RELATIVE_ADD_MESSAGES,
  summariseRelativeChange,
  validateRelativeAdd,
  type DiscountCellField,
  type RelativeDiscountField,
} from '@autoleasing/contracts';
import { cellProblem, type CellProblem, fromStoredValue, type StoredCellValue } from './discount-cells';

/**
 * Relative bulk changes (issue 21): "+1 percentage point on the base discount" for many rows.
 * `add` speaks the API's unit of the field (percentage points for percent fields, cents for money
 * fields), like a cell's value does; inside it is the stored unit (hundredths, cents), so a sum
 * never drifts. A row whose cell is empty is left alone: there is nothing to raise or lower.
 */
export type RelativeOutcome =
  | { kind: 'skipped' }
  | { kind: 'changed'; before: number; after: number }
  | { kind: 'out_of_range'; before: number; after: number; problem: CellProblem };

/** What adding `add` (stored units) does to one cell: the field's range (spec 5.4) still holds (contracts' rule, as in the browser). */
export function addToCell(carModelId: string, field: RelativeDiscountField, current: StoredCellValue, add: number): RelativeOutcome {
  const outcome = addToDiscountCell(field, current, add);
  if (outcome.kind !== 'out_of_range') return outcome;
  return { ...outcome, problem: resultProblem(carModelId, field, outcome.after) };
}

/** The German problem of a result outside the range: the result, then the range. */
function resultProblem(carModelId: string, field: RelativeDiscountField, after: number): CellProblem {
  const base = cellProblem(carModelId, field, 'out_of_range');
  return { ...base, message: `Das Ergebnis ${showStored(field, after)} liegt außerhalb des erlaubten Bereichs. ${base.message}` };
}

/** A stored percent or money value as the table shows it without unit: 750 → '7,50'. */
function showStored(field: DiscountCellField, value: number): string {
  return (value / 100).toFixed(2).replace('.', ',') + (discountCellKind(field) === 'percent' ? ' %' : ' €');
}

export interface RelativePreview {
  rowsAffected: number;
  rowsSkipped: number;
  /** Stored units; null when no row is affected. */
  before: { min: number; max: number } | null;
  after: { min: number; max: number } | null;
  invalid: { carModelId: string; before: number; after: number; problem: CellProblem }[];
}

/** What a relative change would do to these rows (their current cells): counts, ranges, rows refused. */
export function previewRelativeChange(field: RelativeDiscountField, add: number, rows: readonly { carModelId: string; value: StoredCellValue }[]): RelativePreview {
  const summary = summariseRelativeChange(field, add, rows, (row) => row.value);
  return {
    rowsAffected: summary.rowsAffected,
    rowsSkipped: summary.rowsSkipped,
    before: summary.before,
    after: summary.after,
    invalid: summary.refused.map(({ row, before, after }) => ({ carModelId: row.carModelId, before, after, problem: resultProblem(row.carModelId, field, after) })),
  };
}

/**
 * The cells a bulk row's relative changes write, in API units as `BulkRowInput.cells`, computed
 * on the row's current cells when the batch is decided (so an edit made since the request counts).
 * A cell that is empty, or that an edit since the request pushed so far that the result would
 * leave the range, is left alone: the api refused the request if any row was out of range then.
 */
export function relativeCells(
  carModelId: string,
  current: (field: DiscountCellField) => StoredCellValue,
  adds: Partial<Record<DiscountCellField, number>> | undefined,
  problems: CellProblem[],
): Partial<Record<DiscountCellField, unknown>> {
  const cells: Partial<Record<DiscountCellField, unknown>> = {};
  for (const [field, add] of Object.entries(adds ?? {}) as [DiscountCellField, number][]) {
    if (!isRelativeDiscountField(field)) {
      problems.push(cellProblem(carModelId, field, 'invalid_choice', RELATIVE_ADD_MESSAGES.not_relative));
      continue;
    }
    const stored = validateRelativeAdd(field, add);
    if (!stored.ok) {
      problems.push(cellProblem(carModelId, field, stored.code, stored.message));
      continue;
    }
    const outcome = addToCell(carModelId, field, current(field), stored.value);
    if (outcome.kind === 'changed') cells[field] = fromStoredValue(field, outcome.after);
  }
  return cells;
}
