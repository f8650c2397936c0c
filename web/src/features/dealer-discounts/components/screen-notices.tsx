import { formatCount } from '@autoleasing/contracts';
import type { DiscountCellField, DiscountRowDto } from '@autoleasing/contracts';
import type { Dispatch } from 'react';
import type { DiscountColumn } from '../lib/columns';
import type { TableAction, TableState } from '../lib/table-state';

interface SaveErrorAlertProps {
  state: TableState;
  rows: DiscountRowDto[];
  columns: DiscountColumn[];
  onKeepTheirs: (carModelId: string, field: DiscountCellField) => void;
  onKeepMine: (carModelId: string, field: DiscountCellField) => void;
}

/** Why the last save, job or import failed; a conflict per cell to merge one way or the other. */
export function SaveErrorAlert({ state, rows, columns, onKeepTheirs, onKeepMine }: SaveErrorAlertProps) {
  if (!state.errorOnTableSave) return null;
  return (
    <div role="alert" className="alert alert--error">
      <p>{state.saveMessage ?? 'Die Änderungen konnten nicht gespeichert werden.'}</p>
      {Object.keys(state.conflicts).length > 0 && <ConflictList state={state} rows={rows} columns={columns} onKeepTheirs={onKeepTheirs} onKeepMine={onKeepMine} />}
    </div>
  );
}

function ConflictList({ state, rows, columns, onKeepTheirs, onKeepMine }: SaveErrorAlertProps) {
  return (
    <ul className="dd-conflicts">
      {Object.values(state.conflicts).map((conflict) => {
        const model = rows.find((row) => row.car_model_id === conflict.car_model_id)?.car_model_name ?? state.edits[conflict.car_model_id]?.row.car_model_name ?? conflict.car_model_id;
        const label = columns.find((column) => column.field === conflict.field)?.label ?? conflict.field;
        return (
          <li key={`${conflict.car_model_id}.${conflict.field}`}>
            <span>
              {model}, {label}: inzwischen von {conflict.changed_by.name ?? 'Unbekannt'} geändert.
            </span>
            <button type="button" className="button button--compact button--secondary" onClick={() => onKeepTheirs(conflict.car_model_id, conflict.field)}>
              Wert von {conflict.changed_by.name ?? 'Unbekannt'} übernehmen
            </button>
            <button type="button" className="button button--compact button--secondary" onClick={() => onKeepMine(conflict.car_model_id, conflict.field)}>
              Meinen Wert behalten
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The saved-cells toast and the import notice (they hide by themselves, see useHideAfter). */
export function ScreenNotices({ state, dispatch }: { state: TableState; dispatch: Dispatch<TableAction> }) {
  return (
    <div className="dd-notices" role="status" aria-live="polite">
      {state.editedCount > 0 && (
        <div className="dd-toast dd-toast--success">
          <span>
            {formatCount(state.editedCount)} {state.editedCount === 1 ? 'Zelle' : 'Zellen'} gespeichert
          </span>
          {state.mergedCount > 0 && <span className="dd-toast__more">({formatCount(state.mergedCount)} Änderungen anderer übernommen)</span>}
          <button type="button" className="dd-icon-button" onClick={() => dispatch({ type: 'hide_toast' })} aria-label="Hinweis schließen">
            ×
          </button>
        </div>
      )}
      {state.importNotice && (
        <div className={`dd-toast dd-toast--${state.importNotice.tone}`}>
          <span>{state.importNotice.message}</span>
          <button type="button" className="dd-icon-button" onClick={() => dispatch({ type: 'hide_import_notice' })} aria-label="Hinweis schließen">
            ×
          </button>
        </div>
      )}
    </div>
  );
}
