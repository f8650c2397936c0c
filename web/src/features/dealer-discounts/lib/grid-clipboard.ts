import type { DiscountCellField, DiscountRowDto } from '@autoleasing/contracts';
import type { ClipboardEvent, Dispatch } from 'react';
import { sliceRange, type CellPosition, type RangeBounds } from './cell-range';
import { editText, normaliseChoice } from './cells';
import type { DiscountColumn } from './columns';
import { clipboardText, rangeText } from './copy';
import { draftView } from './edits';
import { parseClipboard } from './paste';
import { isSelected } from './selection';
import type { TableAction, TableState } from './table-state';

interface GridClipboardOptions {
  rows: DiscountRowDto[];
  visible: DiscountColumn[];
  state: TableState;
  dispatch: Dispatch<TableAction>;
  readOnly: boolean;
  pos: CellPosition;
  rangeBounds: RangeBounds | null;
  /** An editor is open: the clipboard is its own. */
  editing: boolean;
  isEditable: (spec: DiscountColumn | undefined) => boolean;
}

/** Ctrl+V and Ctrl+C on the grid (issue 21). */
export function gridClipboardHandlers(options: GridClipboardOptions) {
  return {
    onPaste: (event: ClipboardEvent<HTMLTableElement>) => pasteIntoGrid(event, options),
    onCopy: (event: ClipboardEvent<HTMLTableElement>) => copyFromGrid(event, options),
  };
}

/** A column of values pasted from a spreadsheet fills downward, several columns to the right. */
function pasteIntoGrid(event: ClipboardEvent<HTMLTableElement>, { rows, visible, dispatch, readOnly, pos, editing, isEditable }: GridClipboardOptions) {
  if (editing || readOnly) return;
  const text = event.clipboardData.getData('text/plain');
  if (!text) return;
  event.preventDefault();
  const grid = parseClipboard(text);
  const cells: { row: DiscountRowDto; field: DiscountCellField; text: string }[] = [];
  grid.forEach((values, i) => {
    const row = rows[pos.row + i];
    if (!row) return;
    values.forEach((value, j) => {
      const spec = visible[pos.col + j];
      if (!spec?.field || !isEditable(spec)) return;
      cells.push({ row, field: spec.field, text: normaliseChoice(spec.field, value) });
    });
  });
  if (cells.length > 0) dispatch({ type: 'edit_many', cells });
}

/**
 * A cell range as selected, else the selected rows of the page, else the focused cell, as the
 * paste reads them back. A range wins over text the mouse selected with it.
 */
function copyFromGrid(event: ClipboardEvent<HTMLTableElement>, { rows, visible, state, pos, rangeBounds, editing }: GridClipboardOptions) {
  if (editing) return;
  const discountSum = (row: DiscountRowDto) => editText('base_discount', draftView(state.edits, row).discountSum);
  if (rangeBounds) {
    const slice = sliceRange(rows, visible, rangeBounds);
    event.preventDefault();
    event.clipboardData.setData('text/plain', rangeText(state.edits, slice.rows, slice.columns, discountSum));
    return;
  }
  if (window.getSelection()?.toString()) return;
  const selectedRows = rows.filter((row) => isSelected(state.selection, row.car_model_id));
  const [copiedRows, copiedColumns] = selectedRows.length > 0 ? [selectedRows, visible] : [rows.slice(pos.row, pos.row + 1), visible.slice(pos.col, pos.col + 1)];
  const text = clipboardText(state.edits, copiedRows, copiedColumns, discountSum);
  if (!text) return;
  event.preventDefault();
  event.clipboardData.setData('text/plain', text);
}
