import { formatDiscountCellValue, discountCellKind, type DiscountCellField, type DiscountRowDto } from '@autoleasing/contracts';
import { apiValue, editText, validateCell } from './cells';
import type { DiscountColumn } from './columns';
import { cellText, type Edits } from './edits';

/**
 * What Ctrl+C puts on the clipboard (issue 21): tab-separated cells, one line per row, with
 * German numbers without unit ('7,50', '1234,50'), choices by their German label; exactly what
 * Ctrl+V (parseClipboard, parseGermanNumber, normaliseChoice) reads back. Drafts are copied as
 * the table shows them.
 */
export function copyCellText(edits: Edits, row: DiscountRowDto, field: DiscountCellField): string {
  const text = cellText(edits, row, field);
  const kind = discountCellKind(field);
  // A valid number draft as the cell shows it ('8,5' typed shows and copies as '8,50'); an invalid one as typed.
  if (kind === 'percent' || kind === 'cents') return text.trim() === '' || validateCell(field, text) !== null ? text.trim() : editText(field, apiValue(field, text));
  if (text === '' || validateCell(field, text) !== null) return text;
  return formatDiscountCellValue(field, apiValue(field, text));
}

/** Text of any visible column: editable cells as above, other columns as shown ('' for the checkbox). */
function columnText(edits: Edits, row: DiscountRowDto, column: DiscountColumn, discountSum: (row: DiscountRowDto) => string): string {
  if (column.kind === 'cell' && column.field) return copyCellText(edits, row, column.field);
  if (column.kind === 'info') return column.text?.(row) ?? '';
  if (column.kind === 'sum' && column.id === 'discount_sum') return discountSum(row);
  // Money as the editable money cells copy it: euros, German decimals, no unit.
  if (column.kind === 'sum' && column.id === 'bafa_combined') return row.bafa_combined === null ? '' : editText('order_absolute_bonus_cents', row.bafa_combined);
  return '';
}

/**
 * The rows × columns to copy: the selected rows of the page with every visible editable cell
 * when rows are selected, else the focused cell alone. Trimmed to the columns with values.
 */
export function clipboardText(
  edits: Edits,
  rows: readonly DiscountRowDto[],
  columns: readonly DiscountColumn[],
  discountSum: (row: DiscountRowDto) => string,
): string {
  // From the first to the last column with a value, gaps kept empty: pasting the text back with
  // the focus on the same first column puts every value into its own column again.
  const copyable = (column: DiscountColumn) => column.kind === 'cell' || column.kind === 'info' || column.id === 'discount_sum';
  const first = columns.findIndex(copyable);
  if (first < 0) return '';
  const last = columns.length - 1 - [...columns].reverse().findIndex(copyable);
  const copied = columns.slice(first, last + 1);
  return rows.map((row) => copied.map((column) => (copyable(column) ? columnText(edits, row, column, discountSum) : '')).join('\t')).join('\n');
}

/**
 * A rectangular cell range exactly as selected (issue 21): one line per row, one tab-separated
 * value per column, columns without a copyable value (checkbox, status, rate, actions) empty, so
 * the block pasted back at the range's first cell lands in the same cells.
 */
export function rangeText(
  edits: Edits,
  rows: readonly DiscountRowDto[],
  columns: readonly DiscountColumn[],
  discountSum: (row: DiscountRowDto) => string,
): string {
  return rows.map((row) => columns.map((column) => columnText(edits, row, column, discountSum)).join('\t')).join('\n');
}
