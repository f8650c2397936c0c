import type { DiscountRowDto } from '@autoleasing/contracts';
import { columnVisibilityFeature, createColumnHelper, metaHelper, tableFeatures, useTable, type ColumnVisibilityState } from '@tanstack/react-table';
import { useMemo, type Dispatch } from 'react';
import type { DiscountColumn } from '../lib/columns';
import { draftView } from '../lib/edits';
import { gridClipboardHandlers } from '../lib/grid-clipboard';
import type { GridRowActions } from '../lib/grid-keys';
import { isSelected } from '../lib/selection';
import type { TableSort } from '../lib/sorting';
import type { TableAction, TableState } from '../lib/table-state';
import { useGridKeyboard } from '../lib/use-grid-keyboard';
import { GridCell, type GridCellProps } from './grid-cell';
import { useSortHeader } from './table-view-controls';

/**
 * The dealer table as a spreadsheet (WAI-ARIA grid): one cell holds the focus (roving tabindex);
 * arrows move it, Enter or typing starts editing, Enter commits and moves down, Tab commits and
 * moves right, Escape cancels, Delete empties, Alt+V opens the cell's history, and a column of
 * values pasted from a spreadsheet fills the cells downward (several columns fill to the right).
 * Shift+arrows, Shift+click or a mouse drag select a cell range from the focused cell, which
 * Ctrl+C copies and Delete empties (use-cell-range).
 * TanStack Table 9 owns the column model and visibility; the markup and keys are ours.
 *
 * An edit belongs to its car (the row object and field it was opened on), never to a row
 * position: while the rows are being replaced (new criteria, filters or page) the grid is
 * read-only, and a draft open when that starts is committed to its own car first.
 */
const features = tableFeatures({ columnVisibilityFeature, columnMeta: metaHelper<{ spec: DiscountColumn }>() });
const helper = createColumnHelper<typeof features, DiscountRowDto>();

export interface DiscountGridProps extends GridRowActions {
  rows: DiscountRowDto[];
  columns: DiscountColumn[];
  state: TableState;
  dispatch: Dispatch<TableAction>;
  errors: Record<string, string>;
  readOnly: boolean;
  /** The rows shown are about to be replaced (another page, filter or table is loading). */
  replacing: boolean;
  caption: string;
  /** The last additional discount column may be removed (its header shows the button). */
  removableColumnId: string | null;
  onRemoveColumn: () => void;
  /** The server-side sort; headers sort when it is given (issue 21). */
  sort?: TableSort;
}

export function DiscountGrid(props: DiscountGridProps) {
  const { rows, state, dispatch, replacing } = props;
  // No edits while the rows are being replaced: a value typed now would land on another car.
  const readOnly = props.readOnly || replacing;
  const table = useColumnModel(props.columns, rows, state, dispatch);
  const visible = table.getVisibleLeafColumns().map((column) => specOf(column.columnDef));
  const grid = useGridKeyboard({ ...props, visible, readOnly });
  const clipboard = gridClipboardHandlers({ ...props, visible, readOnly, pos: grid.pos, rangeBounds: grid.range.bounds, editing: grid.editing !== null, isEditable: grid.isEditable });

  if (rows.length === 0) {
    return <p className="dd-empty">Keine Fahrzeuge für diese Auswahl gefunden.</p>;
  }

  const cellProps = { state, dispatch, errors: props.errors, readOnly, grid, onConfirmRow: props.onConfirmRow, onUnconfirmRow: props.onUnconfirmRow, onOpenHistory: props.onOpenHistory };
  return (
    <div className="dd-grid-scroll">
      <table
        ref={grid.gridRef}
        role="grid"
        className={grid.range.dragging ? 'dd-grid dd-grid--ranging' : 'dd-grid'}
        aria-multiselectable="true"
        aria-label={props.caption}
        aria-rowcount={rows.length + 1}
        aria-readonly={readOnly || undefined}
        aria-busy={replacing || undefined}
        onPaste={clipboard.onPaste}
        onCopy={clipboard.onCopy}
      >
        <GridHeader
          columns={table.getHeaderGroups()[0].headers.map((header) => ({ id: header.id, spec: specOf(header.column.columnDef) }))}
          readOnly={readOnly}
          sort={props.sort}
          removableColumnId={props.removableColumnId}
          onRemoveColumn={props.onRemoveColumn}
        />
        <tbody>
          {table.getRowModel().rows.map((tableRow, r) => (
            <GridRow key={tableRow.id} row={tableRow.original} r={r} specs={tableRow.getVisibleCells().map((cell) => ({ id: cell.id, spec: specOf(cell.column.columnDef) }))} cellProps={cellProps} />
          ))}
        </tbody>
      </table>
      <p className="visually-hidden" aria-live="polite" data-testid="dd-range-status">
        {grid.range.announcement}
      </p>
    </div>
  );
}

const specOf = (columnDef: { meta?: unknown }) => (columnDef.meta as { spec: DiscountColumn }).spec;

/** TanStack Table owns the column model and the visibility, which lives in the table state. */
function useColumnModel(columns: DiscountColumn[], rows: DiscountRowDto[], state: TableState, dispatch: Dispatch<TableAction>) {
  const columnDefs = useMemo(
    () => columns.map((spec) => helper.display({ id: spec.id, header: spec.label, enableHiding: spec.hideable, meta: { spec } })),
    [columns],
  );
  return useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => row.car_model_id,
    state: { columnVisibility: state.columnVisibility },
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === 'function' ? updater(state.columnVisibility as ColumnVisibilityState) : updater;
      dispatch({ type: 'column_visibility', visibility: next });
    },
  });
}

interface PlacedColumn {
  id: string;
  spec: DiscountColumn;
}

function GridHeader({ columns, readOnly, sort, removableColumnId, onRemoveColumn }: { columns: PlacedColumn[]; readOnly: boolean } & Pick<DiscountGridProps, 'sort' | 'removableColumnId' | 'onRemoveColumn'>) {
  const sortHeader = useSortHeader(sort);
  return (
    <thead>
      <tr>
        {columns.map(({ id, spec }) => (
          <th key={id} scope="col" className={`dd-th dd-col-${spec.kind} ${spec.id === 'car_model_name' ? 'dd-sticky' : ''}`} data-align={spec.align} {...sortHeader.thProps(spec)}>
            {spec.kind === 'select' ? <span className="visually-hidden">{spec.label}</span> : sortHeader.label(spec)}
            {spec.id === removableColumnId && !readOnly && (
              <button type="button" className="dd-icon-button" onClick={onRemoveColumn} aria-label={`Spalte ${spec.label} entfernen`} title="Spalte entfernen">
                ×
              </button>
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}

type SharedCellProps = Omit<GridCellProps, 'row' | 'draft' | 'spec' | 'r' | 'c' | 'selected'>;

function GridRow({ row, r, specs, cellProps }: { row: DiscountRowDto; r: number; specs: PlacedColumn[]; cellProps: SharedCellProps }) {
  const selected = isSelected(cellProps.state.selection, row.car_model_id);
  const draft = draftView(cellProps.state.edits, row);
  return (
    <tr aria-selected={selected} className={['dd-row', selected ? 'dd-row--selected' : '', row.price_issue ? 'dd-row--price-issue' : ''].filter(Boolean).join(' ')}>
      {specs.map(({ id, spec }, c) => (
        <GridCell key={id} row={row} draft={draft} spec={spec} r={r} c={c} selected={selected} {...cellProps} />
      ))}
    </tr>
  );
}
