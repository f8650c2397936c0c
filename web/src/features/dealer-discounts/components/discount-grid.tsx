import {
  DELIVERY_TIME_BANDS,
  DELIVERY_TIME_BAND_LABELS,
  DISCOUNT_ROW_STATE_TOOLTIPS,
  CONFIRM_LABELS,
  formatCents,
  formatPercent,
  type DiscountCellField,
  type DiscountConflict,
  type DiscountRowDto,
} from '@autoleasing/contracts';
import { columnVisibilityFeature, createColumnHelper, metaHelper, tableFeatures, useTable, type ColumnVisibilityState } from '@tanstack/react-table';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type Dispatch, type KeyboardEvent } from 'react';
import { apiValue, cellKind, editText, formatCellValue, MISSING, normaliseChoice, rowValue } from '../lib/cells';
import type { DiscountColumn } from '../lib/columns';
import { cellKey, cellText, draftView, isEdited } from '../lib/edits';
import { formatBerlinDateTime } from '../lib/history-format';
import { clipboardText, rangeText } from '../lib/copy';
import { inBounds, rangeEdges, sliceRange } from '../lib/cell-range';
import { useCellRange } from '../lib/use-cell-range';
import { parseClipboard } from '../lib/paste';
import type { TableSort } from '../lib/sorting';
import { useSortHeader } from './table-view-controls';
import { isSelected } from '../lib/selection';
import { PricePreviewCell } from './price-preview-cell';
import type { TableAction, TableState } from '../lib/table-state';

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

interface Position {
  row: number;
  col: number;
}

export interface DiscountGridProps {
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
  onConfirmRow: (row: DiscountRowDto) => void;
  onUnconfirmRow: (row: DiscountRowDto) => void;
  onOpenHistory: (row: DiscountRowDto, field: DiscountCellField, label: string, cell: HTMLElement) => void;
  /** The server-side sort; headers sort when it is given (issue 21). */
  sort?: TableSort;
}

export function DiscountGrid(props: DiscountGridProps) {
  const { rows, columns, state, dispatch, errors, replacing } = props;
  // No edits while the rows are being replaced: a value typed now would land on another car.
  const readOnly = props.readOnly || replacing;
  const columnDefs = useMemo(
    () => columns.map((spec) => helper.display({ id: spec.id, header: spec.label, enableHiding: spec.hideable, meta: { spec } })),
    [columns],
  );
  const table = useTable({
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
  const visible = table.getVisibleLeafColumns().map((column) => (column.columnDef.meta as { spec: DiscountColumn }).spec);
  const tableRows = table.getRowModel().rows;

  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const pos = { row: Math.min(active.row, Math.max(0, rows.length - 1)), col: Math.min(active.col, Math.max(0, visible.length - 1)) };
  const range = useCellRange(pos, { rows: rows.length, cols: visible.length }, rows, editing !== null);

  // Keyboard moves bring the focus along, but only while the grid has it (never steal it on load).
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || editing || !grid.contains(document.activeElement)) return;
    const cell = grid.querySelector<HTMLElement>(`[data-pos="${pos.row}:${pos.col}"]`);
    if (cell && document.activeElement !== cell) cell.focus();
  }, [pos.row, pos.col, editing]);

  // Rows about to be replaced: a draft being typed goes to its own car, and the editor closes.
  useEffect(() => {
    if (!replacing || !editing) return;
    dispatch({ type: 'edit', row: editing.row, field: editing.field, text: committedText(editing.field, editing.draft) });
    setEditing(null);
  }, [replacing, editing, dispatch]);

  const isEditable = (spec: DiscountColumn | undefined) => !readOnly && spec?.kind === 'cell' && !!spec.field;

  const move = (to: Position) => {
    setActive({ row: Math.max(0, Math.min(rows.length - 1, to.row)), col: Math.max(0, Math.min(visible.length - 1, to.col)) });
  };

  const startEdit = (at: Position, draft?: string) => {
    const spec = visible[at.col];
    const row = rows[at.row];
    if (!row || !isEditable(spec)) return;
    setActive(at);
    setEditing({ row, field: spec.field!, draft: draft ?? cellText(state.edits, row, spec.field!) });
  };

  /** Ends the edit; `then` = where the focus goes next, null = it went elsewhere already (a click). */
  const commit = (then: Position | null) => {
    if (!editing) return;
    dispatch({ type: 'edit', row: editing.row, field: editing.field, text: committedText(editing.field, editing.draft) });
    setEditing(null);
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

  /**
   * The cell takes the focus at once (its td stays mounted while the editor goes), so keys typed
   * right after Enter or Tab reach it instead of the page; once more after the next frame in case
   * the render moved it.
   */
  const focusCell = (at: Position) => {
    const find = () => gridRef.current?.querySelector<HTMLElement>(`[data-pos="${at.row}:${at.col}"]`);
    find()?.focus();
    requestAnimationFrame(() => {
      const cell = find();
      if (cell && !cell.contains(document.activeElement)) cell.focus();
    });
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (editing) {
      // Keys typed before the editor has the focus still belong to the draft (fast typing, issue 21).
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        const key = event.key;
        setEditing((current) => (current ? { ...current, draft: current.draft + key } : current));
      }
      return;
    }
    if (range.onKeyDown(event)) return;
    const { row, col } = pos;
    const spec = visible[col];
    const key = event.key;
    const moves: Record<string, Position> = {
      ArrowUp: { row: row - 1, col },
      ArrowDown: { row: row + 1, col },
      ArrowLeft: { row, col: col - 1 },
      ArrowRight: { row, col: col + 1 },
      Home: { row: event.ctrlKey ? 0 : row, col: 0 },
      End: { row: event.ctrlKey ? rows.length - 1 : row, col: visible.length - 1 },
    };
    if (moves[key]) {
      event.preventDefault();
      move(moves[key]);
      return;
    }
    if (key === 'Tab') {
      const next = col + (event.shiftKey ? -1 : 1);
      if (next >= 0 && next < visible.length) {
        event.preventDefault();
        move({ row, col: next });
      }
      return;
    }
    if (event.altKey && (key === 'v' || key === 'V')) {
      const target = rows[row];
      if (target && spec?.field && spec.kind === 'cell') {
        event.preventDefault();
        props.onOpenHistory(target, spec.field, spec.label, event.currentTarget);
      }
      return;
    }
    if (key === 'Enter' || key === 'F2') {
      const target = rows[row];
      if (!target) return;
      if (spec?.kind === 'confirm' && !readOnly) {
        event.preventDefault();
        if (!rowConfirmed(target)) props.onConfirmRow(target);
        else if (target.confirmed && !state.edits[target.car_model_id]) props.onUnconfirmRow(target);
        return;
      }
      if (spec?.kind === 'select') {
        event.preventDefault();
        dispatch({ type: 'toggle_row', id: target.car_model_id });
        return;
      }
      if (spec?.kind === 'price') {
        // The live offer's car page, as a click on the rate opens it.
        event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
        return;
      }
      if (isEditable(spec)) {
        event.preventDefault();
        startEdit(pos);
      }
      return;
    }
    if (key === ' ' && spec?.kind === 'select' && rows[row]) {
      event.preventDefault();
      dispatch({ type: 'toggle_row', id: rows[row].car_model_id });
      return;
    }
    if ((key === 'Delete' || key === 'Backspace') && range.bounds) {
      event.preventDefault();
      emptyRange(range.bounds);
      return;
    }
    if ((key === 'Delete' || key === 'Backspace') && isEditable(spec) && rows[row]) {
      event.preventDefault();
      dispatch({ type: 'edit', row: rows[row], field: spec.field!, text: '' });
      return;
    }
    // Typing starts editing with the typed character, as in a spreadsheet.
    if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && isEditable(spec)) {
      const kind = cellKind(spec.field!);
      if (kind === 'percent' || kind === 'cents') {
        event.preventDefault();
        startEdit(pos, key);
      }
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
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
  };

  /** Delete over a range empties its editable cells (drafts, as a single Delete does). */
  const emptyRange = (bounds: NonNullable<typeof range.bounds>) => {
    if (readOnly) return;
    const slice = sliceRange(rows, visible, bounds);
    const cells = slice.rows.flatMap((row) => slice.columns.filter(isEditable).map((spec) => ({ row, field: spec.field!, text: '' })));
    if (cells.length > 0) dispatch({ type: 'edit_many', cells });
  };

  /**
   * Ctrl+C (issue 21): a cell range as selected, else the selected rows of the page, else the
   * focused cell, as the paste reads them back. A range wins over text the mouse selected with it.
   */
  const onCopy = (event: ClipboardEvent<HTMLTableElement>) => {
    if (editing) return;
    const discountSum = (row: DiscountRowDto) => editText('base_discount', draftView(state.edits, row).discountSum);
    if (range.bounds) {
      const slice = sliceRange(rows, visible, range.bounds);
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
  };

  const rowConfirmed = (row: DiscountRowDto) => draftView(state.edits, row).confirmed;
  const sortHeader = useSortHeader(props.sort);

  if (rows.length === 0) {
    return <p className="dd-empty">Keine Fahrzeuge für diese Auswahl gefunden.</p>;
  }

  return (
    <div className="dd-grid-scroll">
      <table
        ref={gridRef}
        role="grid"
        className={range.dragging ? 'dd-grid dd-grid--ranging' : 'dd-grid'}
        aria-multiselectable="true"
        aria-label={props.caption}
        aria-rowcount={rows.length + 1}
        aria-readonly={readOnly || undefined}
        aria-busy={replacing || undefined}
        onPaste={onPaste}
        onCopy={onCopy}
      >
        <thead>
          <tr>
            {table.getHeaderGroups()[0].headers.map((header) => {
              const spec = (header.column.columnDef.meta as { spec: DiscountColumn }).spec;
              return (
                <th key={header.id} scope="col" className={`dd-th dd-col-${spec.kind} ${spec.id === 'car_model_name' ? 'dd-sticky' : ''}`} data-align={spec.align} {...sortHeader.thProps(spec)}>
                  {spec.kind === 'select' ? <span className="visually-hidden">{spec.label}</span> : sortHeader.label(spec)}
                  {spec.id === props.removableColumnId && !readOnly && (
                    <button type="button" className="dd-icon-button" onClick={props.onRemoveColumn} aria-label={`Spalte ${spec.label} entfernen`} title="Spalte entfernen">
                      ×
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {tableRows.map((tableRow, r) => {
            const row = tableRow.original;
            const selected = isSelected(state.selection, row.car_model_id);
            return (
              <tr key={tableRow.id} aria-selected={selected} className={['dd-row', selected ? 'dd-row--selected' : '', row.price_issue ? 'dd-row--price-issue' : ''].filter(Boolean).join(' ')}>
                {tableRow.getVisibleCells().map((cell, c) => {
                  const spec = (cell.column.columnDef.meta as { spec: DiscountColumn }).spec;
                  const isActive = pos.row === r && pos.col === c;
                  const key = spec.field ? cellKey(row.car_model_id, spec.field) : '';
                  const error = key ? errors[key] : undefined;
                  const conflict = key ? state.conflicts[key] : undefined;
                  const edited = spec.field ? isEdited(state.edits, row.car_model_id, spec.field) : false;
                  const isEditing = editing !== null && editing.row.car_model_id === row.car_model_id && editing.field === spec.field;
                  const errorId = error ? `dd-err-${r}-${c}` : undefined;
                  const edges = rangeEdges(range.bounds, r, c);
                  return (
                    <td
                      key={cell.id}
                      role="gridcell"
                      data-pos={`${r}:${c}`}
                      data-field={spec.field}
                      tabIndex={isActive && !isEditing ? 0 : -1}
                      className={[
                        'dd-cell',
                        `dd-col-${spec.kind}`,
                        spec.id === 'car_model_name' ? 'dd-sticky' : '',
                        isActive ? 'dd-cell--active' : '',
                        edited ? 'dd-cell--edited' : '',
                        error ? 'dd-cell--invalid' : '',
                        conflict ? 'dd-cell--conflict' : '',
                        edges ? 'dd-cell--in-range' : '',
                        edges?.top ? 'dd-range-top' : '',
                        edges?.bottom ? 'dd-range-bottom' : '',
                        edges?.left ? 'dd-range-left' : '',
                        edges?.right ? 'dd-range-right' : '',
                      ].join(' ')}
                      aria-selected={inBounds(range.bounds, r, c) || undefined}
                      data-align={spec.align}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={errorId}
                      onFocus={() => {
                        if (!isActive) setActive({ row: r, col: c });
                      }}
                      onMouseDown={(event) => range.onCellMouseDown(event, { row: r, col: c })}
                      onMouseEnter={(event) => range.onCellMouseEnter(event, { row: r, col: c })}
                      onClick={(event) => {
                        // Shift+click extended the range on mouse down; the anchor stays where it is.
                        if (!event.shiftKey || !range.bounds) setActive({ row: r, col: c });
                      }}
                      onDoubleClick={() => startEdit({ row: r, col: c })}
                      onKeyDown={onCellKeyDown}
                    >
                      {isEditing && spec.field ? (
                        <CellEditor
                          field={spec.field}
                          label={`${spec.label}, ${row.car_model_name}`}
                          draft={editing.draft}
                          onDraft={(draft) => setEditing({ ...editing, draft })}
                          onCommit={(direction) =>
                            commit(
                              direction === 'down'
                                ? { row: Math.min(rows.length - 1, r + 1), col: c }
                                : direction === 'right'
                                  ? { row: r, col: Math.min(visible.length - 1, c + 1) }
                                  : direction === 'left'
                                    ? { row: r, col: Math.max(0, c - 1) }
                                    : null,
                            )
                          }
                          onCancel={cancel}
                        />
                      ) : (
                        <CellContent
                          spec={spec}
                          row={row}
                          state={state}
                          selected={selected}
                          readOnly={readOnly}
                          confirmed={rowConfirmed(row)}
                          dispatch={dispatch}
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
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="visually-hidden" aria-live="polite" data-testid="dd-range-status">
        {range.announcement}
      </p>
    </div>
  );
}

function ConflictNote({ field, conflict }: { field: DiscountCellField; conflict: DiscountConflict }) {
  return (
    <span className="dd-cell__conflict">
      Geändert von {conflict.changed_by.name ?? 'Unbekannt'} am {formatBerlinDateTime(conflict.changed_at)}: {formatCellValue(field, conflict.current_value)}
    </span>
  );
}

interface CellContentProps {
  spec: DiscountColumn;
  row: DiscountRowDto;
  state: TableState;
  selected: boolean;
  readOnly: boolean;
  confirmed: boolean;
  isActive: boolean;
  dispatch: Dispatch<TableAction>;
  onConfirm: () => void;
  onUnconfirm: () => void;
  onHistory: (cell: HTMLElement) => void;
}

function CellContent({ spec, row, state, selected, readOnly, confirmed, isActive, dispatch, onConfirm, onUnconfirm, onHistory }: CellContentProps) {
  const draft = draftView(state.edits, row);
  switch (spec.kind) {
    case 'select':
      return (
        <input
          type="checkbox"
          tabIndex={-1}
          checked={selected}
          aria-label={`Zeile auswählen: ${row.car_model_name}`}
          onChange={() => dispatch({ type: 'toggle_row', id: row.car_model_id })}
        />
      );
    case 'status': {
      // The dot follows the drafts at once; the server decides again on save.
      const tooltip = DISCOUNT_ROW_STATE_TOOLTIPS[draft.state];
      // Issue 16: the latest discount was not applied to the offers (no positive rate); say why.
      const issue = row.price_issue ?? null;
      return (
        <>
          <span className={`dd-dot dd-dot--${draft.state}`} role="img" aria-label={tooltip} title={tooltip} />
          {issue && (
            <span className="dd-price-issue" role="img" aria-label={issue} title={issue}>
              !
            </span>
          )}
          {/* The tooltip for keyboard users: shown while the cell has the focus (the mouse gets the title). */}
          {isActive && (
            <span className="dd-tooltip" aria-hidden="true">
              {issue ? `${tooltip} ${issue}` : tooltip}
            </span>
          )}
        </>
      );
    }
    case 'info':
      return <span>{spec.text?.(row) || MISSING}</span>;
    case 'sum':
      if (spec.id === 'bafa_combined') return <span>{row.bafa_combined === null ? MISSING : formatCents(row.bafa_combined)}</span>;
      return <span>{formatPercent(draft.discountSum)}</span>;
    case 'price':
      return <PricePreviewCell row={row} edits={state.edits} />;
    case 'confirm':
      // A saved confirmation without drafts can be withdrawn ('Bestätigung aufheben', issue 21).
      if (confirmed && row.confirmed && !state.edits[row.car_model_id]) {
        return (
          <span className="dd-confirm-done">
            <span className="dd-confirm dd-confirm--done">{CONFIRM_LABELS.done}</span>
            <button type="button" tabIndex={-1} className="dd-link-button" disabled={readOnly} onClick={onUnconfirm} aria-label={`Bestätigung aufheben: ${row.car_model_name}`}>
              Aufheben
            </button>
          </span>
        );
      }
      return (
        <button type="button" tabIndex={-1} className={confirmed ? 'dd-confirm dd-confirm--done' : 'dd-confirm'} disabled={confirmed || readOnly} onClick={onConfirm} aria-label={`${confirmed ? CONFIRM_LABELS.done : CONFIRM_LABELS.action}: ${row.car_model_name}`}>
          {confirmed ? CONFIRM_LABELS.done : CONFIRM_LABELS.action}
        </button>
      );
    case 'updated':
      return <span>{row.updated_at ? `${row.user_name ?? ''}${row.user_name ? ', ' : ''}${formatBerlinDateTime(row.updated_at)}` : MISSING}</span>;
    case 'cell': {
      const field = spec.field!;
      const text = cellText(state.edits, row, field);
      const shown = isEdited(state.edits, row.car_model_id, field) ? displayOfText(field, text) : formatCellValue(field, rowValue(row, field));
      return (
        <span className="dd-cell__value">
          <span>{shown}</span>
          {isActive && (
            <button
              type="button"
              tabIndex={-1}
              className="dd-history-button"
              aria-label={`Verlauf: ${spec.label}, ${row.car_model_name}`}
              title="Verlauf (Alt+V)"
              onClick={(event) => {
                event.stopPropagation();
                onHistory(event.currentTarget.closest('td') as HTMLElement);
              }}
            >
              ⟲
            </button>
          )}
        </span>
      );
    }
  }
}

/** An edited cell shows its typed text formatted when it is valid, as typed otherwise. */
function displayOfText(field: DiscountCellField, text: string): string {
  if (text.trim() === '') return MISSING;
  const value = apiValue(field, text);
  if (value === null) return text;
  return formatCellValue(field, value);
}

interface Editing {
  /** The car the editor was opened on: the draft is committed to it, wherever its row is now. */
  row: DiscountRowDto;
  field: DiscountCellField;
  draft: string;
}

/** The editor's text as stored in the drafts: numbers trimmed, choices normalised. */
function committedText(field: DiscountCellField, draft: string): string {
  return cellKind(field) === 'percent' || cellKind(field) === 'cents' ? draft.trim() : normaliseChoice(field, draft);
}

interface CellEditorProps {
  field: DiscountCellField;
  label: string;
  draft: string;
  onDraft: (draft: string) => void;
  /** 'blur': the focus went elsewhere (a click), so it is not brought back. */
  onCommit: (direction: 'down' | 'right' | 'left' | 'blur') => void;
  onCancel: () => void;
}

function CellEditor({ field, label, draft, onDraft, onCommit, onCancel }: CellEditorProps) {
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  // Enter, Tab and Escape end the edit themselves; the blur that follows must not end it again.
  const done = useRef(false);
  // Focus in the layout phase: the next key typed must reach the editor, not the cell (issue 21).
  useLayoutEffect(() => {
    ref.current?.focus();
    if (ref.current instanceof HTMLInputElement) {
      const end = ref.current.value.length;
      ref.current.setSelectionRange(end, end);
    }
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      done.current = true;
      onCommit('down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      done.current = true;
      onCommit(event.shiftKey ? 'left' : 'right');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      done.current = true;
      onCancel();
    }
  };
  const kind = cellKind(field);
  if (kind === 'boolean' || kind === 'delivery_time') {
    const options =
      kind === 'boolean'
        ? [
            ['true', formatCellValue(field, true)],
            ['false', formatCellValue(field, false)],
          ]
        : DELIVERY_TIME_BANDS.map((band) => [band, DELIVERY_TIME_BAND_LABELS[band]]);
    return (
      <select ref={ref} className="dd-editor" aria-label={label} value={draft} onChange={(event) => onDraft(event.target.value)} onKeyDown={onKeyDown} onBlur={() => {
        if (!done.current) onCommit('blur');
      }}>
        <option value="">{MISSING}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      ref={ref}
      className="dd-editor"
      aria-label={`${label} (${kind === 'cents' ? 'Euro' : 'Prozent'})`}
      inputMode="decimal"
      value={draft}
      onChange={(event) => onDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!done.current) onCommit('blur');
      }}
    />
  );
}
