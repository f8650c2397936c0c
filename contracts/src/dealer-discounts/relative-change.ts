import type { RelativeDiscountField } from './api';
import { scaledInteger } from '../format/number';
import { DISCOUNT_CELL_MESSAGES, discountCellKind, isInDiscountCellRange } from './cell-rules';
import type { DiscountCellField } from './fields';

/**
 * Relative bulk changes (issue 21): "+1 percentage point" on many rows. The browser plans them on
 * the rows it shows (drafts included) and the server checks them on the stored rows before it
 * runs them; both count and refuse by this one rule. Values and `add` are in hundredths of what
 * the dealer types (the stored unit: 750 = 7,50 %, cents for money), so a sum never drifts.
 */

/** German messages of a relative change the dealer asked for (the API's and the browser's form alike). */
export const RELATIVE_ADD_MESSAGES = {
  not_a_number: 'Bitte geben Sie eine Zahl als Änderung an.',
  step_percent: DISCOUNT_CELL_MESSAGES.step,
  step_cents: 'Bitte geben Sie ganze Cent an.',
  zero: 'Bitte geben Sie eine Änderung ungleich 0 ein.',
  too_large: 'Die Änderung ist zu groß.',
  not_relative: 'Nur Prozent- und Euro-Spalten lassen sich relativ ändern.',
} as const;

/** Largest change in stored units (1.000.000,00 % or €): beyond any cell's range, it only keeps sums safe integers. */
export const MAX_RELATIVE_ADD = 100_000_000;

export type RelativeAddCheck = { ok: true; value: number } | { ok: false; code: 'not_a_number' | 'step' | 'out_of_range'; message: string };

/**
 * A change in the API's unit of the field (percentage points for percent cells, cents for money
 * cells) → stored units (hundredths, cents): a number other than 0, with at most two decimals
 * (percent) or whole cents (money), not above `MAX_RELATIVE_ADD`. The float tolerance accepts
 * values that went through a multiplication on the client (0,29 € × 100 = 28.999…).
 */
export function validateRelativeAdd(field: RelativeDiscountField, add: unknown): RelativeAddCheck {
  if (typeof add !== 'number' || !Number.isFinite(add)) return { ok: false, code: 'not_a_number', message: RELATIVE_ADD_MESSAGES.not_a_number };
  const percent = discountCellKind(field) === 'percent';
  const stored = scaledInteger(add, percent ? 100 : 1);
  if (stored === null) return { ok: false, code: 'step', message: percent ? RELATIVE_ADD_MESSAGES.step_percent : RELATIVE_ADD_MESSAGES.step_cents };
  if (stored === 0) return { ok: false, code: 'out_of_range', message: RELATIVE_ADD_MESSAGES.zero };
  if (!Number.isSafeInteger(stored) || Math.abs(stored) > MAX_RELATIVE_ADD) return { ok: false, code: 'out_of_range', message: RELATIVE_ADD_MESSAGES.too_large };
  return { ok: true, value: stored };
}

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
