import { discountCellKind, type DiscountCellField, type DiscountRowDto } from '@autoleasing/contracts';
import type { Dispatch, KeyboardEvent } from 'react';
import type { CellPosition, RangeBounds } from './cell-range';

import type { DiscountColumn } from './columns';
import type { Edits } from './edits';
import type { TableAction } from './table-state';

/** What the screen does for a row of the grid. */
export interface GridRowActions {
  onConfirmRow: (row: DiscountRowDto) => void;
  onUnconfirmRow: (row: DiscountRowDto) => void;
  onOpenHistory: (row: DiscountRowDto, field: DiscountCellField, label: string, cell: HTMLElement) => void;
}

/**
 * The keys of the dealer grid when no editor is open (the WAI-ARIA grid pattern plus a
 * spreadsheet's habits). Each handler answers whether the key was its own: the first that
 * claims it ends the search, whether or not it could act.
 */
export interface GridKeyContext extends GridRowActions {
  event: KeyboardEvent<HTMLElement>;
  pos: CellPosition;
  rows: DiscountRowDto[];
  visible: DiscountColumn[];
  readOnly: boolean;
  edits: Edits;
  rangeBounds: RangeBounds | null;
  isEditable: (spec: DiscountColumn | undefined) => boolean;
  rowConfirmed: (row: DiscountRowDto) => boolean;
  move: (to: CellPosition) => void;
  startEdit: (at: CellPosition, draft?: string) => void;
  emptyRange: (bounds: RangeBounds) => void;
  dispatch: Dispatch<TableAction>;
}

type KeyHandler = (context: GridKeyContext) => boolean;

export const isPrintableKey = (event: KeyboardEvent<HTMLElement>) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/** Arrows, Home and End (Ctrl: first and last row) move the focused cell. */
const arrowKeys: KeyHandler = ({ event, pos: { row, col }, rows, visible, move }) => {
  const moves: Record<string, CellPosition> = {
    ArrowUp: { row: row - 1, col },
    ArrowDown: { row: row + 1, col },
    ArrowLeft: { row, col: col - 1 },
    ArrowRight: { row, col: col + 1 },
    Home: { row: event.ctrlKey ? 0 : row, col: 0 },
    End: { row: event.ctrlKey ? rows.length - 1 : row, col: visible.length - 1 },
  };
  if (!moves[event.key]) return false;
  event.preventDefault();
  move(moves[event.key]);
  return true;
};

/** Tab moves right (Shift+Tab left) within the row; at its ends the focus leaves the grid. */
const tabKey: KeyHandler = ({ event, pos: { row, col }, visible, move }) => {
  if (event.key !== 'Tab') return false;
  const next = col + (event.shiftKey ? -1 : 1);
  if (next >= 0 && next < visible.length) {
    event.preventDefault();
    move({ row, col: next });
  }
  return true;
};

/** Alt+V: the history of a discount cell. */
const historyKey: KeyHandler = ({ event, pos, rows, visible, onOpenHistory }) => {
  if (!event.altKey || (event.key !== 'v' && event.key !== 'V')) return false;
  const target = rows[pos.row];
  const spec = visible[pos.col];
  if (target && spec?.field && spec.kind === 'cell') {
    event.preventDefault();
    onOpenHistory(target, spec.field, spec.label, event.currentTarget);
  }
  return true;
};

/** Enter or F2: the cell's own action (confirm, select, open the offer) or its editor. */
const enterKey: KeyHandler = (context) => {
  const { event, pos, rows, visible, readOnly } = context;
  if (event.key !== 'Enter' && event.key !== 'F2') return false;
  const target = rows[pos.row];
  if (!target) return true;
  const spec = visible[pos.col];
  if (spec?.kind === 'confirm' && !readOnly) {
    event.preventDefault();
    if (!context.rowConfirmed(target)) context.onConfirmRow(target);
    else if (target.confirmed && !context.edits[target.car_model_id]) context.onUnconfirmRow(target);
  } else if (spec?.kind === 'select') {
    event.preventDefault();
    context.dispatch({ type: 'toggle_row', id: target.car_model_id });
  } else if (spec?.kind === 'price') {
    // The live offer's car page, as a click on the rate opens it.
    event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
  } else if (context.isEditable(spec)) {
    event.preventDefault();
    context.startEdit(pos);
  }
  return true;
};

/** Space toggles the row's selection on the checkbox column. */
const spaceKey: KeyHandler = ({ event, pos, rows, visible, dispatch }) => {
  if (event.key !== ' ' || visible[pos.col]?.kind !== 'select' || !rows[pos.row]) return false;
  event.preventDefault();
  dispatch({ type: 'toggle_row', id: rows[pos.row].car_model_id });
  return true;
};

/** Delete or Backspace empties the range, else the focused cell (as drafts). */
const deleteKey: KeyHandler = ({ event, pos, rows, visible, rangeBounds, isEditable, emptyRange, dispatch }) => {
  if (event.key !== 'Delete' && event.key !== 'Backspace') return false;
  const spec = visible[pos.col];
  if (rangeBounds) {
    event.preventDefault();
    emptyRange(rangeBounds);
    return true;
  }
  if (!isEditable(spec) || !rows[pos.row]) return false;
  event.preventDefault();
  dispatch({ type: 'edit', row: rows[pos.row], field: spec.field!, text: '' });
  return true;
};

/** Typing a character starts editing a number cell with it, as in a spreadsheet. */
const typeToEdit: KeyHandler = ({ event, pos, visible, isEditable, startEdit }) => {
  const spec = visible[pos.col];
  if (!isPrintableKey(event) || !isEditable(spec)) return false;
  const kind = discountCellKind(spec.field!);
  if (kind !== 'percent' && kind !== 'cents') return false;
  event.preventDefault();
  startEdit(pos, event.key);
  return true;
};

const HANDLERS: KeyHandler[] = [arrowKeys, tabKey, historyKey, enterKey, spaceKey, deleteKey, typeToEdit];

export function handleGridKey(context: GridKeyContext): void {
  HANDLERS.some((handler) => handler(context));
}
