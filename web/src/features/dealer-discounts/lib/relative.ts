import {
  type DiscountCellField,
  discountCellRangeMessage,
  type DiscountRowDto,
  formatDiscountCellValue,
  isRelativeDiscountField,
  parseGermanNumber,
  RELATIVE_ADD_MESSAGES,
  summariseRelativeChange,
  type UpdateAllPreviewResponse,
  validateRelativeAdd,
  discountCellKind,
} from '@autoleasing/contracts';
import { apiValue, editText, validateCell } from './cells';
import { cellText, type Edits } from './edits';

/**
 * Relative bulk changes in the browser (issue 21): '± Prozentpunkte' on percent columns and '± €'
 * on money columns. With 'Alle Einträge' the server previews and runs them (update_all with
 * `add`); for single rows or one page they become unsaved edits, and the preview is of those.
 */
export const relativeLabel = (field: DiscountCellField) => (discountCellKind(field) === 'cents' ? '± €' : '± Prozentpunkte');

/**
 * The typed change in API units (points, or cents for '± €'), or why it cannot be used: contracts'
 * rule, the one the server checks update_all's `add` by (≠ 0, two decimals or whole cents, bounded).
 */
export function parseAdd(field: DiscountCellField, text: string): { ok: true; add: number } | { ok: false; message: string } {
  if (!isRelativeDiscountField(field)) return { ok: false, message: RELATIVE_ADD_MESSAGES.not_relative };
  const number = parseGermanNumber(text);
  // Typed text the server never sees: the hint shows how to write a change.
  if (number === null) return { ok: false, message: 'Bitte geben Sie eine Zahl ein, z. B. 1 oder -0,5.' };
  const checked = validateRelativeAdd(field, discountCellKind(field) === 'cents' ? number * 100 : number);
  if (!checked.ok) return { ok: false, message: checked.message };
  return { ok: true, add: discountCellKind(field) === 'cents' ? checked.value : checked.value / 100 };
}

export interface RelativeDraftPlan {
  preview: UpdateAllPreviewResponse;
  /** The edits that apply the change (only when no row would be invalid). */
  cells: { row: DiscountRowDto; field: DiscountCellField; text: string }[];
}

/**
 * The change on these rows as the table shows them (drafts included): the edits and their preview.
 * Counting and refusing is contracts' rule, the one the server's preview applies to stored rows.
 */
export function planRelativeDrafts(edits: Edits, rows: readonly DiscountRowDto[], field: DiscountCellField, add: number): RelativeDraftPlan {
  // The shared rule works in hundredths (cents for money), the table in API units (7.5 %, cents).
  const factor = discountCellKind(field) === 'cents' ? 1 : 100;
  const toApi = (hundredths: number) => hundredths / factor;
  const range = (r: { min: number; max: number } | null) => r && { min: toApi(r.min), max: toApi(r.max) };
  const shownValue = (row: DiscountRowDto) => {
    const text = cellText(edits, row, field);
    const current = validateCell(field, text) === null ? apiValue(field, text) : null;
    return typeof current === 'number' ? Math.round(current * factor) : null;
  };
  const summary = summariseRelativeChange(field, Math.round(add * factor), rows, shownValue);
  const invalid_rows = summary.refused.map(({ row, before, after }) => ({
    car_model_id: row.car_model_id,
    car_model_name: row.car_model_name,
    value: toApi(before),
    result: toApi(after),
    message: discountCellRangeMessage(field),
  }));
  const preview: UpdateAllPreviewResponse = { field, rows_affected: summary.rowsAffected, rows_skipped: summary.rowsSkipped, before: range(summary.before), after: range(summary.after), invalid_rows };
  const cells = summary.changed.map(({ row, after }) => ({ row, field, text: editText(field, toApi(after)) }));
  return { preview, cells: invalid_rows.length ? [] : cells };
}

/** '+1,00 Prozentpunkte', '-50,00 €'. */
export function formatAdd(field: DiscountCellField, add: number): string {
  const shown = formatDiscountCellValue(field, Math.abs(add)).replace(/\s?%$/, '');
  const sign = add > 0 ? '+' : '−';
  return discountCellKind(field) === 'cents' ? `${sign}${shown}` : `${sign}${shown} Prozentpunkte`;
}
