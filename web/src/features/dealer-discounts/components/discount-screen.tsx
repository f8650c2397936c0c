import type { DiscountRowDto } from '@autoleasing/contracts';
import { useMemo, useReducer } from 'react';
import { validateEdits } from '../lib/edits';
import { isSelected, selectedCount } from '../lib/selection';
import { INITIAL_TABLE_STATE, tableReducer } from '../lib/table-state';
import { withAsOf } from '../lib/table-query';
import { useBulkJob } from '../lib/use-bulk-job';
import { useColumnLayout } from '../lib/use-column-layout';
import { useDiscountSave } from '../lib/use-discount-save';
import { useDiscountScope, useSelectionReset, type DiscountScope } from '../lib/use-discount-scope';
import { BulkPanel } from './bulk-panel';
import { CampaignPanel, useCampaignMarks, withCampaignMarks } from './campaign-panel';
import { FilterBar, MainCriteria, PastViewBanner } from './controls';
import { DiscountGrid } from './discount-grid';
import { DiscountTableSection } from './discount-table-section';
import { DiscountToolbar } from './discount-toolbar';
import { JobProgress } from './job-progress';
import { restoredMessage, RestorePastView } from './restore-past-view';
import { SaveBar } from './save-bar';
import { ScreenDialogs, useScreenDialogs } from './screen-dialogs';
import { SaveErrorAlert, ScreenNotices } from './screen-notices';

const EMPTY_ROWS: DiscountRowDto[] = [];

/**
 * The dealer discount table of one dealer (spec 2.5, 3.11, 3.12, 4.8). The URL and the queries
 * say which table (useDiscountScope), drafts go to the server through useDiscountSave, changes
 * to many rows through useBulkJob; the grid (DiscountGrid) owns the keys and cells.
 */
export function DiscountScreen({ dealerId, isAdmin }: { dealerId: string; isAdmin: boolean }) {
  const view = useDiscountScope(dealerId, isAdmin);
  const { scope, table, readOnly } = view;
  const [state, dispatch] = useReducer(tableReducer, INITIAL_TABLE_STATE);
  const dialogs = useScreenDialogs();
  const drafts = useDiscountSave({ dealerId, view, state, dispatch });
  useSelectionReset(view.pageKey, state.selection.activeSelectionMode, dispatch);
  const layout = useColumnLayout({ dealerId, view, dispatch, onAskRemoval: (label, tables) => dialogs.open({ type: 'remove_column', label, tables }) });

  const campaignMarks = useCampaignMarks(dealerId, readOnly ? null : scope);
  const markedColumns = useMemo(() => withCampaignMarks(layout.columns, campaignMarks), [layout.columns, campaignMarks]);
  const rows = table?.discounts ?? EMPTY_ROWS;
  const selectionCount = selectedCount(state.selection, rows.map((row) => row.car_model_id), table?.total_count ?? 0);
  const selectedRows = rows.filter((row) => isSelected(state.selection, row.car_model_id));
  const bulk = useBulkJob({ dealerId, view, state, dispatch, columns: layout.columns, selectedRows });
  const errors = useMemo(() => ({ ...validateEdits(state.edits), ...state.serverErrors }), [state.edits, state.serverErrors]);

  const listsMissing = dealerListsNotice(view);
  if (listsMissing) return listsMissing;
  const bankList = view.bankList!;
  const brandList = view.brandList!;

  return (
    <section className="dd-screen" aria-label="Rabatttabelle">
      <MainCriteria query={view.query} banks={bankList} manufacturers={brandList} mayLeave={drafts.mayChangeTable} />
      <FilterBar query={view.query} available={table?.available_filters ?? null} />
      <DiscountToolbar dealerId={dealerId} view={view} state={state} dispatch={dispatch} layout={layout} busy={bulk.busy} onOpenImport={() => dialogs.open({ type: 'import' })} />
      <PastView dealerId={dealerId} view={view} onRestored={(message) => dispatch({ type: 'import_finished', message })} />
      {isAdmin && <p className="dd-hint">Sie bearbeiten die Tabelle im Namen des Händlers {view.dealerLabel}.</p>}
      <SaveErrorAlert state={state} rows={rows} columns={layout.columns} onKeepTheirs={drafts.keepTheirs} onKeepMine={drafts.keepMine} />
      {bulk.job && <JobProgress key={bulk.job.id} jobId={bulk.job.id} label={bulk.job.label} onFinished={bulk.onJobFinished} />}

      {selectionCount > 0 && !readOnly && (
        <BulkPanel
          count={selectionCount}
          mode={state.selection.activeSelectionMode}
          columns={layout.columns}
          collectedLabels={layout.collectedLabels}
          busy={bulk.busy}
          onApply={bulk.applyToSelection}
          onApplyCollected={bulk.applyCollectedToSelection}
          onConfirm={() => dialogs.open({ type: 'confirm_selection' })}
          onPreviewRelative={bulk.relative.preview}
        />
      )}

      {scope && !readOnly && (
        <CampaignPanel dealerId={dealerId} scope={scope} columns={layout.columns} rows={rows} selectedRows={selectedRows} onChanged={() => void view.reloadTable()} />
      )}

      <DiscountTableSection view={view}>
        <DiscountGrid
          rows={rows}
          columns={markedColumns}
          state={state}
          dispatch={dispatch}
          errors={errors}
          readOnly={readOnly}
          replacing={view.replacing}
          caption={`Rabatte ${view.brand?.name ?? ''}`.trim()}
          removableColumnId={layout.removableColumnId}
          onRemoveColumn={() => void layout.removeColumn()}
          onConfirmRow={(row) => dialogs.open({ type: 'confirm_row', row })}
          onUnconfirmRow={(row) => void drafts.unconfirmRow(row)}
          onOpenHistory={(row, field, label, cell) => dialogs.openHistory({ row, field, label, cell })}
          sort={{ key: view.query.sort, direction: view.query.sortDirection }}
        />
      </DiscountTableSection>

      {!readOnly && <SaveBar editedCells={drafts.editedCells} saving={!state.isTableSaved} onSave={() => void drafts.save()} onDiscard={drafts.discardEdits} />}
      <ScreenNotices state={state} dispatch={dispatch} />
      <ScreenDialogs dealerId={dealerId} view={view} dispatch={dispatch} dialogs={dialogs} selectionCount={selectionCount} bulk={bulk} layout={layout} drafts={drafts} />
    </section>
  );
}

/** While the dealer's banks and brands load, fail or are missing, the screen says so instead. */
function dealerListsNotice({ banks, manufacturers, bankList, brandList }: DiscountScope) {
  if (banks.data === false || manufacturers.data === false) {
    return (
      <div role="alert" className="alert alert--error">
        <p>Banken und Marken des Händlers konnten nicht geladen werden.</p>
        <button type="button" className="button button--compact" onClick={() => void Promise.all([banks.refetch(), manufacturers.refetch()])}>
          Erneut versuchen
        </button>
      </div>
    );
  }
  if (!bankList || !brandList) return <p role="status">Tabelle wird geladen …</p>;
  if (bankList.length === 0 || brandList.length === 0) {
    return <p className="dd-hint">Für diesen Händler sind noch keine Banken oder Marken hinterlegt.</p>;
  }
  return null;
}

/** An earlier state of the table (read-only) and restoring it as the current one. */
function PastView({ dealerId, view, onRestored }: { dealerId: string; view: DiscountScope; onRestored: (message: string) => void }) {
  const { asOf, scope } = view;
  if (!asOf) return null;
  return (
    <>
      <PastViewBanner asOf={asOf} />
      {scope && (
        <RestorePastView
          key={asOf}
          dealerId={dealerId}
          scope={scope}
          asOf={asOf}
          onRestored={(result) => {
            // Back to the current table, which now holds the values of then.
            void view.reloadTable();
            view.updateSearch((current) => withAsOf(current, null));
            onRestored(restoredMessage(result));
          }}
        />
      )}
    </>
  );
}
