import { isRelativeDiscountField, parseGermanNumber, type DiscountCellField, type DiscountRowDto, type UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { apiValue, cellKind, editText, formatCellValue, validateCell } from './cells';
import { cellText, type Edits } from './edits';

/**
 * Relative bulk changes in the browser (issue 21): '± Prozentpunkte' on percent columns and '± €'
 * on money columns. With 'Alle Einträge' the server previews and runs them (update_all with
 * `add`); for single rows or one page they become unsaved edits, and the preview is of those.
 */
export const isRelativeColumn = isRelativeDiscountField;

export const relativeLabel = (field: DiscountCellField) => (cellKind(field) === 'cents' ? '± €' : '± Prozentpunkte');

/** The typed change in API units (points, or cents for '± €'), or why it cannot be used. */
export function parseAdd(field: DiscountCellField, text: string): { ok: true; add: number } | { ok: false; message: string } {
  const number = parseGermanNumber(text);
  if (number === null) return { ok: false, message: 'Bitte geben Sie eine Zahl ein, z. B. 1 oder -0,5.' };
  if (Math.abs(Math.round(number * 100) - number * 100) > 1e-6) return { ok: false, message: 'Bitte geben Sie höchstens zwei Nachkommastellen ein.' };
  if (number === 0) return { ok: false, message: 'Bitte geben Sie eine Änderung ungleich 0 ein.' };
  return { ok: true, add: cellKind(field) === 'cents' ? Math.round(number * 100) : Math.round(number * 100) / 100 };
}

export interface RelativeDraftPlan {
  preview: UpdateAllPreviewResponse;
  /** The edits that apply the change (only when no row would be invalid). */
  cells: { row: DiscountRowDto; field: DiscountCellField; text: string }[];
}

/** The change on these rows as the table shows them (drafts included): the edits and their preview. */
export function planRelativeDrafts(edits: Edits, rows: readonly DiscountRowDto[], field: DiscountCellField, add: number): RelativeDraftPlan {
  const preview: UpdateAllPreviewResponse = { field, rows_affected: 0, rows_skipped: 0, before: null, after: null, invalid_rows: [] };
  const cells: RelativeDraftPlan['cells'] = [];
  const widen = (range: { min: number; max: number } | null, value: number) => (range ? { min: Math.min(range.min, value), max: Math.max(range.max, value) } : { min: value, max: value });
  for (const row of rows) {
    const text = cellText(edits, row, field);
    const current = validateCell(field, text) === null ? apiValue(field, text) : null;
    if (typeof current !== 'number') {
      preview.rows_skipped += 1;
      continue;
    }
    const result = cellKind(field) === 'cents' ? current + add : Math.round((current + add) * 100) / 100;
    preview.rows_affected += 1;
    preview.before = widen(preview.before, current);
    preview.after = widen(preview.after, result);
    const next = editText(field, result);
    const problem = validateCell(field, next);
    if (problem) preview.invalid_rows.push({ car_model_id: row.car_model_id, car_model_name: row.car_model_name, value: current, result, message: problem });
    else cells.push({ row, field, text: next });
  }
  return { preview, cells: preview.invalid_rows.length ? [] : cells };
}

/** '+1,00 Prozentpunkte', '-50,00 €'. */
export function formatAdd(field: DiscountCellField, add: number): string {
  const shown = formatCellValue(field, Math.abs(add)).replace(/\s?%$/, '');
  const sign = add > 0 ? '+' : '−';
  return cellKind(field) === 'cents' ? `${sign}${shown}` : `${sign}${shown} Prozentpunkte`;
}
