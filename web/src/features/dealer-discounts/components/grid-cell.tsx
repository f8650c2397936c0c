import { type DiscountCellField, type DiscountConflict, type DiscountRowDto, formatBerlinDateTime, formatDiscountCellValue } from '@autoleasing/contracts';
import type { Dispatch } from 'react';
import { inBounds, rangeEdges } from '../lib/cell-range';

import type { DiscountColumn } from '../lib/columns';
import { cellKey, isEdited, type DraftView } from '../lib/edits';
import type { TableAction, TableState } from '../lib/table-state';
import type { GridRowActions } from '../lib/grid-keys';
import type { GridKeyboard } from '../lib/use-grid-keyboard';
import { CellContent } from './cell-content';
import { CellEditor } from './cell-editor';

export interface GridCellProps extends GridRowActions {
  row: DiscountRowDto;
  /** The row with its drafts applied (sum, dot, confirmation), computed once per row. */
  draft: DraftView;
  spec: DiscountColumn;
  /** The cell's place: the row on the page and the visible column. */
  r: number;
  c: number;
  selected: boolean;
  state: TableState;
  dispatch: Dispatch<TableAction>;
  errors: Record<string, string>;
  readOnly: boolean;
  grid: GridKeyboard;
}

/** One gridcell: its value or editor, its marks (active, edited, invalid, conflict, in range) and message. */
export function GridCell(props: GridCellProps) {
  const { row, spec, r, c, state, grid } = props;
  const at = { row: r, col: c };
  const isActive = grid.pos.row === r && grid.pos.col === c;
  const key = spec.field ? cellKey(row.car_model_id, spec.field) : '';
  const error = key ? props.errors[key] : undefined;
  const conflict = key ? state.conflicts[key] : undefined;
  const editing = grid.editing !== null && grid.editing.row.car_model_id === row.car_model_id && grid.editing.field === spec.field ? grid.editing : null;
  const errorId = error ? `dd-err-${r}-${c}` : undefined;
  return (
    <td
      role="gridcell"
      data-pos={`${r}:${c}`}
      data-field={spec.field}
      tabIndex={isActive && !editing ? 0 : -1}
      className={cellClassName(props, isActive, !!error, !!conflict)}
      aria-selected={inBounds(grid.range.bounds, r, c) || undefined}
      data-align={spec.align}
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
      onFocus={() => {
        if (!isActive) grid.setActive(at);
      }}
      onMouseDown={(event) => grid.range.onCellMouseDown(event, at)}
      onMouseEnter={(event) => grid.range.onCellMouseEnter(event, at)}
      onClick={(event) => {
        // Shift+click extended the range on mouse down; the anchor stays where it is.
        if (!event.shiftKey || !grid.range.bounds) grid.setActive(at);
      }}
      onDoubleClick={() => grid.startEdit(at)}
      onKeyDown={grid.onCellKeyDown}
    >
      {editing && spec.field ? (
        <CellEditor
          field={spec.field}
          label={`${spec.label}, ${row.car_model_name}`}
          draft={editing.draft}
          onDraft={grid.setDraft}
          onCommit={(direction) => grid.commit(direction, at)}
          onCancel={grid.cancel}
        />
      ) : (
        <CellContent
          spec={spec}
          row={row}
          state={state}
          selected={props.selected}
          readOnly={props.readOnly}
          draft={props.draft}
          dispatch={props.dispatch}
          onConfirm={() => props.onConfirmRow(row)}
          onUnconfirm={() => props.onUnconfirmRow(row)}
          onHistory={(element) => spec.field && props.onOpenHistory(row, spec.field, spec.label, element)}
          isActive={isActive}
        />
      )}
      {error && (
        <span id={errorId} className="dd-cell__error">
          {error}
        </span>
      )}
      {conflict && spec.field && <ConflictNote field={spec.field} conflict={conflict} />}
    </td>
  );
}

function cellClassName({ row, spec, r, c, state, grid }: GridCellProps, isActive: boolean, invalid: boolean, conflict: boolean): string {
  const edited = spec.field ? isEdited(state.edits, row.car_model_id, spec.field) : false;
  const edges = rangeEdges(grid.range.bounds, r, c);
  return [
    'dd-cell',
    `dd-col-${spec.kind}`,
    spec.id === 'car_model_name' ? 'dd-sticky' : '',
    isActive ? 'dd-cell--active' : '',
    edited ? 'dd-cell--edited' : '',
    invalid ? 'dd-cell--invalid' : '',
    conflict ? 'dd-cell--conflict' : '',
    edges ? 'dd-cell--in-range' : '',
    edges?.top ? 'dd-range-top' : '',
    edges?.bottom ? 'dd-range-bottom' : '',
    edges?.left ? 'dd-range-left' : '',
    edges?.right ? 'dd-range-right' : '',
  ].join(' ');
}

function ConflictNote({ field, conflict }: { field: DiscountCellField; conflict: DiscountConflict }) {
  return (
    <span className="dd-cell__conflict">
      Geändert von {conflict.changed_by.name ?? 'Unbekannt'} am {formatBerlinDateTime(conflict.changed_at)}: {formatDiscountCellValue(field, conflict.current_value)}
    </span>
  );
}
