import { CONFIRM_LABELS, DISCOUNT_ROW_STATE_TOOLTIPS, type DiscountCellField, type DiscountRowDto, formatBerlinDateTime, formatCents, formatDiscountCellValue, formatPercent, MISSING_CELL_TEXT } from '@autoleasing/contracts';
import type { Dispatch } from 'react';
import { apiValue, rowValue } from '../lib/cells';
import type { DiscountColumn } from '../lib/columns';
import { cellText, isEdited, type DraftView } from '../lib/edits';
import type { TableAction, TableState } from '../lib/table-state';
import { PricePreviewCell } from './price-preview-cell';

export interface CellContentProps {
  spec: DiscountColumn;
  row: DiscountRowDto;
  state: TableState;
  selected: boolean;
  readOnly: boolean;
  draft: DraftView;
  isActive: boolean;
  dispatch: Dispatch<TableAction>;
  onConfirm: () => void;
  onUnconfirm: () => void;
  onHistory: (cell: HTMLElement) => void;
}

/** What a cell shows when it is not being edited, by the kind of its column. */
export function CellContent(props: CellContentProps) {
  const { spec, row, state, selected, draft, dispatch } = props;
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
    case 'status':
      return <StatusCell row={row} draft={draft} isActive={props.isActive} />;
    case 'info':
      return <span>{spec.text?.(row) || MISSING_CELL_TEXT}</span>;
    case 'sum':
      if (spec.id === 'bafa_combined') return <span>{row.bafa_combined === null ? MISSING_CELL_TEXT : formatCents(row.bafa_combined)}</span>;
      return <span>{formatPercent(draft.discountSum)}</span>;
    case 'price':
      return <PricePreviewCell row={row} edits={state.edits} />;
    case 'confirm':
      return <ConfirmCell {...props} />;
    case 'updated':
      return <span>{row.updated_at ? `${row.user_name ?? ''}${row.user_name ? ', ' : ''}${formatBerlinDateTime(row.updated_at)}` : MISSING_CELL_TEXT}</span>;
    case 'cell':
      return <ValueCell {...props} />;
  }
}

/** The dot follows the drafts at once; the server decides again on save. */
function StatusCell({ row, draft, isActive }: { row: DiscountRowDto; draft: DraftView; isActive: boolean }) {
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

function ConfirmCell({ row, state, readOnly, draft: { confirmed }, onConfirm, onUnconfirm }: CellContentProps) {
  // A saved confirmation without drafts can be withdrawn ('Bestätigung aufheben', issue 21).
  if (confirmed && row.confirmed && !state.edits[row.car_model_id]) {
    return (
      <span className="dd-confirm-done">
        <span className="dd-confirm dd-confirm--done">{CONFIRM_LABELS.done}</span>
        <button type="button" tabIndex={-1} className="link-button dd-link-button" disabled={readOnly} onClick={onUnconfirm} aria-label={`Bestätigung aufheben: ${row.car_model_name}`}>
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
}

/** A discount value; the focused cell also offers its history. */
function ValueCell({ spec, row, state, isActive, onHistory }: CellContentProps) {
  const field = spec.field!;
  const text = cellText(state.edits, row, field);
  const shown = isEdited(state.edits, row.car_model_id, field) ? displayOfText(field, text) : formatDiscountCellValue(field, rowValue(row, field));
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

/** An edited cell shows its typed text formatted when it is valid, as typed otherwise. */
function displayOfText(field: DiscountCellField, text: string): string {
  if (text.trim() === '') return MISSING_CELL_TEXT;
  const value = apiValue(field, text);
  if (value === null) return text;
  return formatDiscountCellValue(field, value);
}
