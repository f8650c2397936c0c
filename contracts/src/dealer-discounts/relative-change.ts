import { isInDiscountCellRange } from './cell-rules';
import type { DiscountCellField } from './fields';

/**
 * Relative bulk changes (issue 21): "+1 percentage point" on many rows. The browser plans them on
 * the rows it shows (drafts included) and the server checks them on the stored rows before it
 * runs them; both count and refuse by this one rule. Values and `add` are in hundredths of what
 * the dealer types (the stored unit: 750 = 7,50 %, cents for money), so a sum never drifts.
 */
export type RelativeCellOutcome = { kind: 'skipped' } | { kind: 'changed'; before: number; after: number } | { kind: 'out_of_range'; before: number; after: number };

/** Adding `add` to one cell: an empty cell is left alone, a result outside the field's range (spec 5.4) is refused. */
export function addToDiscountCell(field: DiscountCellField, current: unknown, add: number): RelativeCellOutcome {
  if (typeof current !== 'number') return { kind: 'skipped' };
  const after = current + add;
  if (Number.isSafeInteger(after) && isInDiscountCellRange(field, after)) return { kind: 'changed', before: current, after };
  return { kind: 'out_of_range', before: current, after };
}

export interface RelativeChangeSummary<T> {
  rowsAffected: number;
  rowsSkipped: number;
  /** Hundredths; null when no row is affected. */
  before: { min: number; max: number } | null;
  after: { min: number; max: number } | null;
  changed: { row: T; before: number; after: number }[];
  refused: { row: T; before: number; after: number }[];
}

/** What a relative change would do to these rows: counts, smallest and largest value before and after, rows changed and refused. */
export function summariseRelativeChange<T>(field: DiscountCellField, add: number, rows: readonly T[], valueOf: (row: T) => unknown): RelativeChangeSummary<T> {
  const summary: RelativeChangeSummary<T> = { rowsAffected: 0, rowsSkipped: 0, before: null, after: null, changed: [], refused: [] };
  const widen = (range: { min: number; max: number } | null, value: number) =>
    range ? { min: Math.min(range.min, value), max: Math.max(range.max, value) } : { min: value, max: value };
  for (const row of rows) {
    const outcome = addToDiscountCell(field, valueOf(row), add);
    if (outcome.kind === 'skipped') {
      summary.rowsSkipped++;
      continue;
    }
    summary.rowsAffected++;
    summary.before = widen(summary.before, outcome.before);
    summary.after = widen(summary.after, outcome.after);
    (outcome.kind === 'changed' ? summary.changed : summary.refused).push({ row, before: outcome.before, after: outcome.after });
  }
  return summary;
}
