import { discountCellKind, type DiscountCellField, type DiscountRowDto } from '@autoleasing/contracts';
import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type RefObject } from 'react';
import { sliceRange, type CellPosition, type RangeBounds } from './cell-range';
import { normaliseChoice } from './cells';
import type { DiscountColumn } from './columns';
import { cellText, draftView } from './edits';
import { handleGridKey, isPrintableKey, type GridKeyContext, type GridRowActions } from './grid-keys';
import type { TableAction, TableState } from './table-state';
import { useCellRange } from './use-cell-range';

export interface CellEditing {
  /** The car the editor was opened on: the draft is committed to it, wherever its row is now. */
  row: DiscountRowDto;
  field: DiscountCellField;
  draft: string;
}

/** Where an edit ends: 'blur' = the focus went elsewhere (a click), so it is not brought back. */
export type CommitDirection = 'down' | 'right' | 'left' | 'blur';

interface GridKeyboardOptions extends GridRowActions {
  rows: DiscountRowDto[];
  visible: DiscountColumn[];
  state: TableState;
  dispatch: Dispatch<TableAction>;
  /** No edits: the past view, or rows about to be replaced. */
  readOnly: boolean;
  replacing: boolean;
}

/**
 * The focused cell of the grid (roving tabindex), its editor and the keys that move, edit and
 * empty cells (grid-keys), with the cell range (use-cell-range) anchored on the focused cell.
 */
export function useGridKeyboard(options: GridKeyboardOptions) {
  const { rows, visible, state, dispatch, readOnly, replacing } = options;
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<CellEditing | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const pos = { row: Math.min(active.row, Math.max(0, rows.length - 1)), col: Math.min(active.col, Math.max(0, visible.length - 1)) };
  const range = useCellRange(pos, { rows: rows.length, cols: visible.length }, rows, editing !== null);
  useFocusFollowsActiveCell(gridRef, pos, editing);
  useCommitBeforeReplace(replacing, editing, setEditing, dispatch);

  const isEditable = (spec: DiscountColumn | undefined) => !readOnly && spec?.kind === 'cell' && !!spec.field;
  const move = (to: CellPosition) => {
    setActive({ row: Math.max(0, Math.min(rows.length - 1, to.row)), col: Math.max(0, Math.min(visible.length - 1, to.col)) });
  };
  const focusCell = (at: CellPosition) => focusCellSoon(gridRef, at);

  const startEdit = (at: CellPosition, draft?: string) => {
    const spec = visible[at.col];
    const row = rows[at.row];
    if (!row || !isEditable(spec)) return;
    setActive(at);
    setEditing({ row, field: spec.field!, draft: draft ?? cellText(state.edits, row, spec.field!) });
  };

  /** Ends the edit; the focus moves on as the key that ended it says, or stays where it went. */
  const commit = (direction: CommitDirection, at: CellPosition) => {
    if (!editing) return;
    dispatch({ type: 'edit', row: editing.row, field: editing.field, text: committedText(editing.field, editing.draft) });
    setEditing(null);
    const then = nextPosition(direction, at, { rows: rows.length, cols: visible.length });
    if (then) {
      move(then);
      focusCell(then);
    }
  };

  const cancel = () => {
    if (!editing) return;
    setEditing(null);
    focusCell(pos);
  };

  /** Delete over a range empties its editable cells (drafts, as a single Delete does). */
  const emptyRange = (bounds: RangeBounds) => {
    if (readOnly) return;
    const slice = sliceRange(rows, visible, bounds);
    const cells = slice.rows.flatMap((row) => slice.columns.filter(isEditable).map((spec) => ({ row, field: spec.field!, text: '' })));
    if (cells.length > 0) dispatch({ type: 'edit_many', cells });
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (editing) {
      // Keys typed before the editor has the focus still belong to the draft (fast typing, issue 21).
      if (isPrintableKey(event)) {
        event.preventDefault();
        const key = event.key;
        setEditing((current) => (current ? { ...current, draft: current.draft + key } : current));
      }
      return;
    }
    if (range.onKeyDown(event)) return;
    const context: GridKeyContext = {
      ...options,
      event,
      pos,
      edits: state.edits,
      rangeBounds: range.bounds,
      isEditable,
      rowConfirmed: (row) => draftView(state.edits, row).confirmed,
      move,
      startEdit,
      emptyRange,
    };
    handleGridKey(context);
  };

  return {
    gridRef,
    pos,
    range,
    editing,
    setActive,
    setDraft: (draft: string) => editing && setEditing({ ...editing, draft }),
    isEditable,
    startEdit,
    commit,
    cancel,
    onCellKeyDown,
  };
}

export type GridKeyboard = ReturnType<typeof useGridKeyboard>;

/** The editor's text as stored in the drafts: numbers trimmed, choices normalised. */
function committedText(field: DiscountCellField, draft: string): string {
  return discountCellKind(field) === 'percent' || discountCellKind(field) === 'cents' ? draft.trim() : normaliseChoice(field, draft);
}

function nextPosition(direction: CommitDirection, at: CellPosition, size: { rows: number; cols: number }): CellPosition | null {
  if (direction === 'down') return { row: Math.min(size.rows - 1, at.row + 1), col: at.col };
  if (direction === 'right') return { row: at.row, col: Math.min(size.cols - 1, at.col + 1) };
  if (direction === 'left') return { row: at.row, col: Math.max(0, at.col - 1) };
  return null;
}

const cellAt = (grid: HTMLTableElement | null | undefined, at: CellPosition) => grid?.querySelector<HTMLElement>(`[data-pos="${at.row}:${at.col}"]`);

/**
 * The cell takes the focus at once (its td stays mounted while the editor goes), so keys typed
 * right after Enter or Tab reach it instead of the page; once more after the next frame in case
 * the render moved it.
 */
function focusCellSoon(gridRef: RefObject<HTMLTableElement | null>, at: CellPosition) {
  cellAt(gridRef.current, at)?.focus();
  requestAnimationFrame(() => {
    const cell = cellAt(gridRef.current, at);
    if (cell && !cell.contains(document.activeElement)) cell.focus();
  });
}

/** Keyboard moves bring the focus along, but only while the grid has it (never steal it on load). */
function useFocusFollowsActiveCell(gridRef: RefObject<HTMLTableElement | null>, pos: CellPosition, editing: CellEditing | null) {
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || editing || !grid.contains(document.activeElement)) return;
    const cell = cellAt(grid, pos);
    if (cell && document.activeElement !== cell) cell.focus();
  }, [pos.row, pos.col, editing]);
}

/** Rows about to be replaced: a draft being typed goes to its own car, and the editor closes. */
function useCommitBeforeReplace(replacing: boolean, editing: CellEditing | null, setEditing: (editing: null) => void, dispatch: Dispatch<TableAction>) {
  useEffect(() => {
    if (!replacing || !editing) return;
    dispatch({ type: 'edit', row: editing.row, field: editing.field, text: committedText(editing.field, editing.draft) });
    setEditing(null);
  }, [replacing, editing, dispatch]);
}
