import { formatCount } from '@autoleasing/contracts';
import type { Dispatch } from 'react';
import type { SelectionMode } from '../lib/selection';
import type { TableAction, TableState } from '../lib/table-state';
import type { DiscountScope } from '../lib/use-discount-scope';
import type { ColumnLayout } from '../lib/use-column-layout';
import { ColumnMenu, PastViewControl } from './controls';
import { ExcelRoundTrip } from './excel-round-trip';

interface DiscountToolbarProps {
  dealerId: string;
  view: DiscountScope;
  state: TableState;
  dispatch: Dispatch<TableAction>;
  layout: ColumnLayout;
  /** A job runs: no import may start meanwhile. */
  busy: boolean;
  onOpenImport: () => void;
}

/** Columns, imports and exports, the past view and the selection mode above the table. */
export function DiscountToolbar({ dealerId, view, state, dispatch, layout, busy, onOpenImport }: DiscountToolbarProps) {
  const { scope, readOnly, asOf } = view;
  return (
    <div className="dd-toolbar">
      <ColumnMenu columns={layout.columns} visibility={state.columnVisibility} onChange={(visibility) => dispatch({ type: 'column_visibility', visibility })} />
      {layout.canAddColumn && (
        <button type="button" className="button button--compact button--secondary" onClick={() => void layout.addColumn()}>
          Zusatznachlass-Spalte hinzufügen
        </button>
      )}
      {!readOnly && (
        <button type="button" className="button button--compact button--secondary" onClick={onOpenImport} disabled={busy}>
          Daten importieren
        </button>
      )}
      {scope && !readOnly && (
        <ExcelRoundTrip
          dealerId={dealerId}
          scope={scope}
          filters={view.query.filters}
          canImport={!busy}
          onApplied={(message) => {
            dispatch({ type: 'import_finished', message });
            void view.reloadTable();
          }}
        />
      )}
      <PastViewControl key={asOf ?? 'now'} asOf={asOf} />
      <SelectionModeSelect
        mode={state.selection.activeSelectionMode}
        total={view.table?.total_count ?? 0}
        disabled={readOnly}
        onChange={(mode) => dispatch({ type: 'selection_mode', mode })}
      />
    </div>
  );
}

function SelectionModeSelect({ mode, total, disabled, onChange }: { mode: SelectionMode; total: number; disabled: boolean; onChange: (mode: SelectionMode) => void }) {
  return (
    <div className="dd-field dd-field--inline">
      <label htmlFor="dd-select-mode">Auswahl</label>
      <select className="form-control" id="dd-select-mode" value={mode ?? ''} onChange={(event) => onChange((event.target.value || null) as SelectionMode)} disabled={disabled}>
        <option value="">Einzelne Zeilen</option>
        <option value="page">Alle auf dieser Seite</option>
        <option value="all">Alle Einträge ({formatCount(total)})</option>
      </select>
    </div>
  );
}
