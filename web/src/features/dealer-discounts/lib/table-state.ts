import type { DiscountCellField, DiscountConflict, DiscountRowDto } from '@autoleasing/contracts';
import { cellKey, dropCell, setCell, type Edits } from './edits';
import type { SaveFailure } from './save-errors';
import { NO_SELECTION, setMode, toggleRow, type SelectionMode, type SelectionState } from './selection';

/**
 * The dealer table's client state (spec 3.12 names, 4.8 rules) that is not in the URL: unsaved
 * edits, the save flags, the edited-count toast, the import notice, selection and the visible
 * columns (TanStack's columnVisibility: false = hidden, absent = shown).
 */
export interface Notice {
  tone: 'success' | 'error';
  message: string;
}

export interface TableState {
  edits: Edits;
  /** Server (422) messages per cell; a cell's message goes when the cell is edited again. */
  serverErrors: Record<string, string>;
  conflicts: Record<string, DiscountConflict>;
  isTableSaved: boolean;
  errorOnTableSave: boolean;
  saveMessage: string | null;
  /** Cells of the last save; the toast shows while it is above 0 (hiding clears it). */
  editedCount: number;
  /** Cells others changed since the edits began, merged in by that save. */
  mergedCount: number;
  importNotice: Notice | null;
  selection: SelectionState;
  columnVisibility: Record<string, boolean>;
}

export const INITIAL_TABLE_STATE: TableState = {
  edits: {},
  serverErrors: {},
  conflicts: {},
  isTableSaved: true,
  errorOnTableSave: false,
  saveMessage: null,
  editedCount: 0,
  mergedCount: 0,
  importNotice: null,
  selection: NO_SELECTION,
  columnVisibility: {},
};

export type TableAction =
  | { type: 'edit'; row: DiscountRowDto; field: DiscountCellField; text: string }
  | { type: 'edit_many'; cells: { row: DiscountRowDto; field: DiscountCellField; text: string }[] }
  | { type: 'keep_theirs'; carModelId: string; field: DiscountCellField }
  | { type: 'keep_mine'; carModelId: string; field: DiscountCellField }
  | { type: 'save_started' }
  | { type: 'save_succeeded'; editedCells: number; mergedCells: number }
  | { type: 'save_failed'; failure: SaveFailure }
  | { type: 'client_invalid'; message: string }
  | { type: 'hide_toast' }
  | { type: 'bulk_failed'; message: string }
  | { type: 'import_finished'; message: string }
  | { type: 'import_failed'; message: string }
  | { type: 'hide_import_notice' }
  | { type: 'selection_mode'; mode: SelectionMode }
  | { type: 'toggle_row'; id: string }
  | { type: 'clear_selection' }
  | { type: 'column_visibility'; visibility: Record<string, boolean> }
  /** 'Änderungen verwerfen' or leaving the page: every draft and its messages go. */
  | { type: 'discard_edits' }
  /** Main criteria changed: another table, so edits, selection and visible columns start over. */
  | { type: 'scope_changed' };

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const next = { ...record };
  delete next[key];
  return next;
}

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        edits: setCell(state.edits, action.row, action.field, action.text),
        serverErrors: withoutKey(state.serverErrors, cellKey(action.row.car_model_id, action.field)),
      };
    case 'edit_many':
      return action.cells.reduce((next, cell) => tableReducer(next, { type: 'edit', ...cell }), state);
    case 'keep_theirs':
      return {
        ...state,
        edits: dropCell(state.edits, action.carModelId, action.field),
        conflicts: withoutKey(state.conflicts, cellKey(action.carModelId, action.field)),
      };
    case 'keep_mine':
      return { ...state, conflicts: withoutKey(state.conflicts, cellKey(action.carModelId, action.field)) };
    case 'save_started':
      return { ...state, isTableSaved: false, errorOnTableSave: false, saveMessage: null };
    case 'save_succeeded':
      return {
        ...state,
        isTableSaved: true,
        edits: {},
        serverErrors: {},
        conflicts: {},
        editedCount: action.editedCells,
        mergedCount: action.mergedCells,
        selection: NO_SELECTION,
      };
    case 'save_failed':
      return {
        ...state,
        isTableSaved: true,
        errorOnTableSave: true,
        saveMessage: action.failure.message,
        serverErrors: action.failure.cellErrors,
        conflicts: action.failure.conflicts,
      };
    case 'client_invalid':
      return { ...state, isTableSaved: true, errorOnTableSave: true, saveMessage: action.message };
    case 'hide_toast':
      return { ...state, editedCount: 0, mergedCount: 0 };
    case 'bulk_failed':
      return { ...state, errorOnTableSave: true, saveMessage: action.message };
    case 'import_finished':
      return { ...state, importNotice: { tone: 'success', message: action.message } };
    case 'import_failed':
      return { ...state, errorOnTableSave: true, saveMessage: action.message, importNotice: { tone: 'error', message: action.message } };
    case 'hide_import_notice':
      return { ...state, importNotice: null };
    case 'selection_mode':
      return { ...state, selection: setMode(state.selection, action.mode) };
    case 'toggle_row':
      return { ...state, selection: toggleRow(state.selection, action.id) };
    case 'clear_selection':
      return { ...state, selection: NO_SELECTION };
    case 'column_visibility':
      return { ...state, columnVisibility: action.visibility };
    case 'discard_edits':
      return { ...state, edits: {}, serverErrors: {}, conflicts: {}, errorOnTableSave: false, saveMessage: null };
    case 'scope_changed':
      return { ...INITIAL_TABLE_STATE, editedCount: state.editedCount, importNotice: state.importNotice };
    default: {
      const exhaustive: never = action;
      return exhaustive;
    }
  }
}
