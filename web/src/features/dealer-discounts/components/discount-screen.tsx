import {
  collectedDiscountLabels,
  DISCOUNT_TABLE_PAGE_SIZE,
  MAX_ADDITIONAL_DISCOUNTS,
  MIN_ADDITIONAL_DISCOUNTS,
  ADDITIONAL_DISCOUNT_FIELDS,
  COLLECTED_DISCOUNT_FIELDS,
  type CustomerGroup,
  type DiscountCellField,
  type DiscountRowDto,
  type JobStatusResponse,
} from '@autoleasing/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { registerLeaveGuard } from '../../../lib/leave-guard';
import { IMPORT_NOTICE_MS, SAVE_TOAST_MS } from '../../../lib/dealer-client';
import {
  banksQueryOptions,
  checkColumn,
  dealerKeys,
  dealersQueryOptions,
  discountsQueryOptions,
  manufacturersQueryOptions,
  patchLayout,
  saveDiscounts,
  startCopy,
  startUpdateAll,
  unconfirmDiscounts,
} from '../api/dealer-discounts-api';
import { apiValue } from '../lib/cells';
import { discountColumns } from '../lib/columns';
import { countEditedCells, toSaveRows, validateEdits } from '../lib/edits';
import { toSaveFailure } from '../lib/save-errors';
import { isSelected, selectedCount, type SelectionMode } from '../lib/selection';
import { INITIAL_TABLE_STATE, tableReducer } from '../lib/table-state';
import { parseTableQuery, scopeOf, withAsOf, withMainCriteria } from '../lib/table-query';
import { useTableSearch } from '../lib/use-table-search';
import { BulkPanel } from './bulk-panel';
import { useRelativeChange } from './relative-change';
import { PerPageSelect } from './table-view-controls';
import { ColumnMenu, FilterBar, MainCriteria, PastViewBanner, PastViewControl, TablePagination } from './controls';
import { ConfirmDiscountModal, ImportModal, RemoveColumnModal, type AffectedTable } from './dialogs';
import { Modal } from './modal';
import { DiscountGrid } from './discount-grid';
import { ExcelRoundTrip } from './excel-round-trip';
import { PricePreviewContext } from './price-preview-cell';
import { SaveBar } from './save-bar';
import { HistoryPopover, type HistoryTarget } from './history-popover';
import { describeResult, JobProgress } from './job-progress';
import { restoredMessage, RestorePastView } from './restore-past-view';
import { CampaignPanel, useCampaignMarks, withCampaignMarks } from './campaign-panel';

const number = new Intl.NumberFormat('de-DE');

interface RunningJob {
  id: string;
  kind: 'update_all' | 'copy';
  label: string;
  /** A finished job keeps its full bar and result on screen until the next one starts. */
  done: boolean;
  /** The table's revision when the job started: the read model has its changes once it is higher. */
  revision: number;
}

type Dialog =
  | { type: 'import' }
  | { type: 'confirm_row'; row: DiscountRowDto }
  | { type: 'confirm_selection' }
  | { type: 'remove_column'; label: string; tables: AffectedTable[] };

/** The dealer discount table of one dealer (spec 2.5, 3.11, 3.12, 4.8). */
export function DiscountScreen({ dealerId, isAdmin }: { dealerId: string; isAdmin: boolean }) {
  const [search, updateSearch] = useTableSearch();
  const query = parseTableQuery(search);
  const queryClient = useQueryClient();
  const banks = useQuery(banksQueryOptions(dealerId));
  const manufacturers = useQuery(manufacturersQueryOptions(dealerId));
  const scope = scopeOf(query);
  const asOf = query.asOf;
  const readOnly = asOf !== null;

  // Without main criteria in the URL: the spec's default group (b2b) and the first bank and brand.
  const bankList = banks.data || null;
  const brandList = manufacturers.data || null;
  useEffect(() => {
    if (scope || !bankList?.length || !brandList?.length) return;
    const bank = bankList.some((b) => b.id === query.bankId) ? query.bankId : bankList[0].id;
    const brand = brandList.some((m) => m.id === query.manufacturerId) ? query.manufacturerId : brandList[0].id;
    updateSearch((current) => withMainCriteria(current, { customer_group: query.customerGroup ?? 'b2b', bank_id: bank!, manufacturer_id: brand! }), { replace: true });
  }, [scope, bankList, brandList, query.bankId, query.manufacturerId, query.customerGroup]);

  const params = scope ? { scope, filters: query.filters, page: query.page, asOf, sort: query.sort, sortDirection: query.sortDirection, perPage: query.perPage } : null;
  const discounts = useQuery({
    ...discountsQueryOptions(dealerId, params ?? { scope: { customer_group: 'b2b', bank_id: '', manufacturer_id: '' }, filters: {}, page: 1, asOf: null }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
  const table = discounts.data || null;
  // Another page, filter or table is loading while the old rows still show: they are not editable.
  const replacing = discounts.isPlaceholderData;
  const dealers = useQuery({ ...dealersQueryOptions(), enabled: isAdmin });
  const dealerName = (dealers.data || []).find((dealer) => dealer.id === dealerId)?.full_name ?? null;

  const [state, dispatch] = useReducer(tableReducer, INITIAL_TABLE_STATE);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [job, setJob] = useState<RunningJob | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [layoutOverride, setLayoutOverride] = useState<{ table: unknown; n: number } | null>(null);
  const baseRevision = useRef<number | null>(null);

  // Another table (main criteria): edits, selection and visible columns start over (spec 4.8).
  const scopeKey = scope ? `${scope.customer_group}|${scope.bank_id}|${scope.manufacturer_id}` : '';
  const previousScope = useRef(scopeKey);
  useEffect(() => {
    if (previousScope.current === scopeKey) return;
    previousScope.current = scopeKey;
    baseRevision.current = null;
    dispatch({ type: 'scope_changed' });
  }, [scopeKey]);

  // A new page or filter drops a selection of single rows or of one page; 'all' keeps its meaning.
  const pageKey = `${scopeKey}|${search.get('page')}|${JSON.stringify(query.filters)}`;
  const previousPage = useRef(pageKey);
  useEffect(() => {
    if (previousPage.current === pageKey) return;
    previousPage.current = pageKey;
    if (state.selection.activeSelectionMode !== 'all') dispatch({ type: 'clear_selection' });
  }, [pageKey, state.selection.activeSelectionMode]);

  // The revision the edits were made on: the table's when the first edit was made (no lost edits).
  const editedCells = countEditedCells(state.edits);
  useEffect(() => {
    if (editedCells === 0) baseRevision.current = null;
    else if (baseRevision.current === null && table) baseRevision.current = table.revision;
  }, [editedCells, table]);

  // Unsaved edits are not lost by an in-app link, the logo or signing out unasked (issue 21).
  const unsaved = useRef(0);
  unsaved.current = editedCells;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved.current > 0 && currentLocation.pathname !== nextLocation.pathname);
  const [leaveAsk, setLeaveAsk] = useState<((leave: boolean) => void) | null>(null);
  useEffect(
    () =>
      registerLeaveGuard(() =>
        unsaved.current === 0 ? Promise.resolve(true) : new Promise<boolean>((resolve) => setLeaveAsk(() => resolve)),
      ),
    [],
  );
  const discardEdits = () => {
    unsaved.current = 0;
    dispatch({ type: 'discard_edits' });
  };
  const answerLeave = (leave: boolean) => {
    if (leave) discardEdits();
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    leaveAsk?.(leave);
    setLeaveAsk(null);
  };

  // Unsaved edits are not lost by closing or reloading the page unasked.
  useEffect(() => {
    if (editedCells === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editedCells]);

  // The edited-count toast hides after 3 s, the import notice after 5 s (spec 9).
  useEffect(() => {
    if (state.editedCount === 0) return;
    const timer = setTimeout(() => dispatch({ type: 'hide_toast' }), SAVE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [state.editedCount]);
  useEffect(() => {
    if (!state.importNotice) return;
    const timer = setTimeout(() => dispatch({ type: 'hide_import_notice' }), IMPORT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state.importNotice]);

  const brand = brandList?.find((m) => m.id === query.manufacturerId) ?? null;
  const numberAdditional = layoutOverride && layoutOverride.table === table ? layoutOverride.n : (table?.number_additional_discounts ?? MIN_ADDITIONAL_DISCOUNTS);
  const collectedLabels = table?.collected_discount_labels ?? (brand ? collectedDiscountLabels(brand.slug_name) : []);
  const collectedKey = collectedLabels.join('|');
  const columns = useMemo(() => discountColumns(numberAdditional, collectedKey ? collectedKey.split('|') : []), [numberAdditional, collectedKey]);
  const rows = table?.discounts ?? EMPTY_ROWS;
  const previewScope = useMemo(() => (scope && brand ? { group: scope.customer_group, brandSlug: brand.slug_name } : null), [scope?.customer_group, brand]);
  const errors = useMemo(() => ({ ...validateEdits(state.edits), ...state.serverErrors }), [state.edits, state.serverErrors]);

  const reloadTable = useCallback(() => queryClient.invalidateQueries({ queryKey: [...dealerKeys.dealer(dealerId), 'discounts'] }), [queryClient, dealerId]);
  /**
   * A job's events reach the read model a moment after the job ends (projections run apart from
   * the worker): read the table again until its revision passes the one the job started on.
   */
  const refetchTable = discounts.refetch;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const catchUp = useCallback(
    async (startRevision: number) => {
      await reloadTable();
      for (let attempt = 0; attempt < 15 && mounted.current; attempt += 1) {
        const fresh = await refetchTable();
        if (!fresh.data || fresh.data.revision > startRevision) return;
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    },
    [reloadTable, refetchTable],
  );

  const save = async () => {
    if (!scope || !table || editedCells === 0) return;
    if (Object.keys(validateEdits(state.edits)).length > 0) {
      dispatch({ type: 'client_invalid', message: 'Bitte korrigieren Sie die markierten Zellen.' });
      return;
    }
    dispatch({ type: 'save_started' });
    const result = await saveDiscounts(dealerId, { ...scope, revision: baseRevision.current ?? table.revision, discounts: toSaveRows(state.edits) });
    if (result.ok) {
      dispatch({ type: 'save_succeeded', editedCells: result.data.edited_cells, mergedCells: result.data.merged_cells });
      baseRevision.current = null;
      await reloadTable();
      return;
    }
    const failure = toSaveFailure(result.error);
    dispatch({ type: 'save_failed', failure });
    if (Object.keys(failure.conflicts).length > 0) {
      // The dealer has now seen the other values: a next save is made on the current revision.
      const fresh = await discounts.refetch();
      if (fresh.data) baseRevision.current = fresh.data.revision;
    }
  };

  const campaignMarks = useCampaignMarks(dealerId, readOnly ? null : scope);
  const markedColumns = useMemo(() => withCampaignMarks(columns, campaignMarks), [columns, campaignMarks]);
  const pageIds = rows.map((row) => row.car_model_id);
  const total = table?.total_count ?? 0;
  const selectionCount = selectedCount(state.selection, pageIds, total);
  const selectedRows = rows.filter((row) => isSelected(state.selection, row.car_model_id));

  const runUpdateAll = async (discount: Parameters<typeof startUpdateAll>[1]['discount'], label: string) => {
    if (!scope) return;
    const result = await startUpdateAll(dealerId, { ...scope, filters: query.filters, exclude_car_model_ids: [...state.selection.excludedIdsFromSelectAll], discount });
    if (result.ok) setJob({ id: result.data.job_id, kind: 'update_all', label, done: false, revision: table?.revision ?? -1 });
    else dispatch({ type: 'bulk_failed', message: result.error.message });
  };

  const relative = useRelativeChange({ dealerId, scope, filters: query.filters, selection: state.selection, selectedRows, edits: state.edits, columns, dispatch, runUpdateAll });

  const applyToSelection = (field: DiscountCellField, text: string) => {
    if (state.selection.activeSelectionMode === 'all') {
      void runUpdateAll({ field, value: apiValue(field, text) }, 'Massenänderung');
      return;
    }
    dispatch({ type: 'edit_many', cells: selectedRows.map((row) => ({ row, field, text })) });
  };

  /** update_all's `{ collected_discounts: [...] }` form; on single rows or one page: unsaved edits. */
  const applyCollectedToSelection = (texts: string[]) => {
    const fields = COLLECTED_DISCOUNT_FIELDS.slice(0, texts.length);
    if (state.selection.activeSelectionMode === 'all') {
      void runUpdateAll({ collected_discounts: fields.map((field, index) => apiValue(field, texts[index]) as number | null) }, 'Sammelnachlässe');
      return;
    }
    dispatch({ type: 'edit_many', cells: selectedRows.flatMap((row) => fields.map((field, index) => ({ row, field, text: texts[index] }))) });
  };

  const confirmSelection = () => {
    setDialog(null);
    if (state.selection.activeSelectionMode === 'all') {
      void runUpdateAll({ confirmed: true }, 'Bestätigung');
      return;
    }
    dispatch({ type: 'edit_many', cells: selectedRows.filter((row) => !row.confirmed).map((row) => ({ row, field: 'confirmed' as const, text: 'true' })) });
  };

  const onJobFinished = useCallback(
    (status: JobStatusResponse | false) => {
      const running = job;
      if (running) setJob({ ...running, done: true });
      const ok = status !== false && status.state === 'completed';
      const message = ok ? describeResult(status.result) : status === false ? 'Der Status des Auftrags konnte nicht abgerufen werden.' : (status.error?.message ?? 'Der Auftrag ist fehlgeschlagen.');
      if (running?.kind === 'copy') dispatch(ok ? { type: 'import_finished', message: `Import abgeschlossen: ${message}` } : { type: 'import_failed', message: `Import fehlgeschlagen: ${message}` });
      else if (ok) dispatch({ type: 'clear_selection' });
      else dispatch({ type: 'bulk_failed', message });
      void catchUp(running?.revision ?? -1);
    },
    [job, catchUp],
  );

  const runImport = async (source: { customer_group: CustomerGroup; bank_id: string }) => {
    if (!scope) return;
    setDialog(null);
    const result = await startCopy(dealerId, { ...scope, source_scope: source });
    if (result.ok) setJob({ id: result.data.job_id, kind: 'copy', label: 'Import', done: false, revision: table?.revision ?? -1 });
    else dispatch({ type: 'import_failed', message: `Import fehlgeschlagen: ${result.error.message}` });
  };

  const lastAdditional = ADDITIONAL_DISCOUNT_FIELDS[numberAdditional - 1];
  const lastAdditionalLabel = columns.find((column) => column.id === lastAdditional)?.label ?? '';
  const changeLayout = async (n: number, removing: boolean) => {
    if (!scope) return;
    const result = await patchLayout(dealerId, { manufacturer_id: scope.manufacturer_id, number_additional_discounts: n, ...(removing ? { removing: true } : {}) });
    if (!result.ok) {
      dispatch({ type: 'bulk_failed', message: result.error.message });
      return;
    }
    setLayoutOverride({ table, n: result.data.number_additional_discounts });
    // Adding a column and a confirmed removal reload the table; an empty column just goes.
    if (removing || n > numberAdditional) await reloadTable();
  };
  const onRemoveColumn = async () => {
    if (!scope) return;
    const check = await checkColumn(dealerId, scope.manufacturer_id);
    if (!check.ok) {
      dispatch({ type: 'bulk_failed', message: check.error.message });
      return;
    }
    if (check.data.data_exists) setDialog({ type: 'remove_column', label: lastAdditionalLabel, tables: check.data.tables ?? [] });
    else await changeLayout(numberAdditional - 1, false);
  };

  const unconfirmRow = async (row: DiscountRowDto) => {
    if (!scope) return;
    const result = await unconfirmDiscounts(dealerId, { ...scope, car_model_ids: [row.car_model_id] });
    if (!result.ok) {
      dispatch({ type: 'bulk_failed', message: result.error.message });
      return;
    }
    await reloadTable();
  };

  if (banks.data === false || manufacturers.data === false) {
    return (
      <div role="alert" className="dd-alert dd-alert--error">
        <p>Banken und Marken des Händlers konnten nicht geladen werden.</p>
        <button type="button" className="dd-button" onClick={() => void Promise.all([banks.refetch(), manufacturers.refetch()])}>
          Erneut versuchen
        </button>
      </div>
    );
  }
  if (!bankList || !brandList) return <p role="status">Tabelle wird geladen …</p>;
  if (bankList.length === 0 || brandList.length === 0) {
    return <p className="dd-hint">Für diesen Händler sind noch keine Banken oder Marken hinterlegt.</p>;
  }

  const setMode = (mode: SelectionMode) => dispatch({ type: 'selection_mode', mode });
  const canAddColumn = !readOnly && numberAdditional - 1 < MAX_ADDITIONAL_DISCOUNTS - 1;

  return (
    <section className="dd-screen" aria-label="Rabatttabelle">
      <MainCriteria
        query={query}
        banks={bankList}
        manufacturers={brandList}
        mayLeave={() => editedCells === 0 || window.confirm(`${editedCells} ungespeicherte ${editedCells === 1 ? 'Änderung' : 'Änderungen'} verwerfen?`)}
      />
      <FilterBar query={query} available={table?.available_filters ?? null} />
      <div className="dd-toolbar">
        <ColumnMenu columns={columns} visibility={state.columnVisibility} onChange={(visibility) => dispatch({ type: 'column_visibility', visibility })} />
        {canAddColumn && (
          <button type="button" className="dd-button dd-button--ghost" onClick={() => void changeLayout(numberAdditional + 1, false)}>
            Zusatznachlass-Spalte hinzufügen
          </button>
        )}
        {!readOnly && (
          <button type="button" className="dd-button dd-button--ghost" onClick={() => setDialog({ type: 'import' })} disabled={job !== null && !job.done}>
            Daten importieren
          </button>
        )}
        {scope && !readOnly && (
          <ExcelRoundTrip
            dealerId={dealerId}
            scope={scope}
            filters={query.filters}
            canImport={job === null || job.done}
            onApplied={(message) => {
              dispatch({ type: 'import_finished', message });
              void reloadTable();
            }}
          />
        )}
        <PastViewControl key={asOf ?? 'now'} asOf={asOf} />
        <div className="dd-field dd-field--inline">
          <label htmlFor="dd-select-mode">Auswahl</label>
          <select id="dd-select-mode" value={state.selection.activeSelectionMode ?? ''} onChange={(event) => setMode((event.target.value || null) as SelectionMode)} disabled={readOnly}>
            <option value="">Einzelne Zeilen</option>
            <option value="page">Alle auf dieser Seite</option>
            <option value="all">Alle Einträge ({number.format(total)})</option>
          </select>
        </div>
      </div>

      {asOf && <PastViewBanner asOf={asOf} />}
      {asOf && scope && (
        <RestorePastView
          key={asOf}
          dealerId={dealerId}
          scope={scope}
          asOf={asOf}
          onRestored={(result) => {
            // Back to the current table, which now holds the values of then.
            void reloadTable();
            updateSearch((current) => withAsOf(current, null));
            dispatch({ type: 'import_finished', message: restoredMessage(result) });
          }}
        />
      )}
      {isAdmin && <p className="dd-hint">Sie bearbeiten die Tabelle im Namen des Händlers {dealerName ?? (dealers.isPending ? '…' : dealerId)}.</p>}
      {state.errorOnTableSave && (
        <div role="alert" className="dd-alert dd-alert--error">
          <p>{state.saveMessage ?? 'Die Änderungen konnten nicht gespeichert werden.'}</p>
          {Object.keys(state.conflicts).length > 0 && <ConflictList state={state} rows={rows} columns={columns} onKeepTheirs={(carModelId, field) => dispatch({ type: 'keep_theirs', carModelId, field })} onKeepMine={(carModelId, field) => dispatch({ type: 'keep_mine', carModelId, field })} />}
        </div>
      )}
      {job && <JobProgress key={job.id} jobId={job.id} label={job.label} onFinished={onJobFinished} />}

      {selectionCount > 0 && !readOnly && (
        <BulkPanel
          count={selectionCount}
          mode={state.selection.activeSelectionMode}
          columns={columns}
          collectedLabels={collectedLabels}
          busy={job !== null && !job.done}
          onApply={applyToSelection}
          onApplyCollected={applyCollectedToSelection}
          onConfirm={() => setDialog({ type: 'confirm_selection' })}
          onPreviewRelative={relative.preview}
        />
      )}

      {scope && !readOnly && (
        <CampaignPanel dealerId={dealerId} scope={scope} columns={columns} rows={rows} selectedRows={selectedRows} onChanged={() => void reloadTable()} />
      )}

      {discounts.data === false ? (
        <div role="alert" className="dd-alert dd-alert--error">
          <p>Die Tabelle konnte nicht geladen werden.</p>
          <button type="button" className="dd-button" onClick={() => void discounts.refetch()}>
            Erneut versuchen
          </button>
        </div>
      ) : !table ? (
        <p role="status">Tabelle wird geladen …</p>
      ) : (
        <>
          <p className="dd-summary" aria-live="polite">
            {number.format(table.total_count)} {table.total_count === 1 ? 'Fahrzeug' : 'Fahrzeuge'} · Seite {table.page} von {Math.max(1, table.page_count)} · {table.per_page ?? DISCOUNT_TABLE_PAGE_SIZE} je Seite
            {discounts.isFetching ? ` · wird aktualisiert …${replacing ? ' (Bearbeiten erst nach dem Laden)' : ''}` : ''}
          </p>
          <p className="dd-hint" id="dd-keys">
            Tastatur: Pfeiltasten bewegen, Enter bearbeitet und übernimmt, Tab geht nach rechts, Esc verwirft, Entf leert, Alt+V zeigt den Verlauf; Umschalt+Pfeiltasten (oder Umschalt+Klick, Ziehen mit der Maus) markieren einen Bereich, Strg+C kopiert ihn; eingefügte Spalten aus einer Tabellenkalkulation füllen nach unten.
          </p>
          <PricePreviewContext.Provider value={previewScope}>
          <DiscountGrid
            rows={rows}
            columns={markedColumns}
            state={state}
            dispatch={dispatch}
            errors={errors}
            readOnly={readOnly}
            replacing={replacing}
            caption={`Rabatte ${brand?.name ?? ''}`.trim()}
            removableColumnId={numberAdditional > MIN_ADDITIONAL_DISCOUNTS ? lastAdditional : null}
            onRemoveColumn={() => void onRemoveColumn()}
            onConfirmRow={(row) => setDialog({ type: 'confirm_row', row })}
            onUnconfirmRow={(row) => void unconfirmRow(row)}
            onOpenHistory={(row, field, label, cell) => setHistory({ row, field, label, cell })}
            sort={{ key: query.sort, direction: query.sortDirection }}
          />
          </PricePreviewContext.Provider>
          <TablePagination page={table.page} pageCount={table.page_count} />
          <PerPageSelect perPage={query.perPage} />
        </>
      )}

      {!readOnly && <SaveBar editedCells={editedCells} saving={!state.isTableSaved} onSave={() => void save()} onDiscard={discardEdits} />}

      <div className="dd-notices" role="status" aria-live="polite">
        {state.editedCount > 0 && (
          <div className="dd-toast dd-toast--success">
            <span>
              {number.format(state.editedCount)} {state.editedCount === 1 ? 'Zelle' : 'Zellen'} gespeichert
            </span>
            {state.mergedCount > 0 && <span className="dd-toast__more">({number.format(state.mergedCount)} Änderungen anderer übernommen)</span>}
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

      {dialog?.type === 'import' && scope && <ImportModal dealerId={dealerId} scope={scope} banks={bankList} onClose={() => setDialog(null)} onImport={(source) => void runImport(source)} />}
      {dialog?.type === 'confirm_row' && (
        <ConfirmDiscountModal
          subject={dialog.row.car_model_name}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            dispatch({ type: 'edit', row: dialog.row, field: 'confirmed', text: 'true' });
            setDialog(null);
          }}
        />
      )}
      {dialog?.type === 'confirm_selection' && <ConfirmDiscountModal subject={`${number.format(selectionCount)} ausgewählte Zeilen`} onClose={() => setDialog(null)} onConfirm={confirmSelection} />}
      {dialog?.type === 'remove_column' && (
        <RemoveColumnModal
          label={dialog.label}
          brand={brand?.name ?? ''}
          tables={dialog.tables}
          onClose={() => setDialog(null)}
          onRemove={() => {
            setDialog(null);
            void changeLayout(numberAdditional - 1, true);
          }}
        />
      )}
      {(blocker.state === 'blocked' || leaveAsk) && (
        <Modal
          title="Ungespeicherte Änderungen"
          onClose={() => answerLeave(false)}
          footer={
            <>
              <button type="button" className="dd-button dd-button--ghost" onClick={() => answerLeave(false)}>
                Auf der Seite bleiben
              </button>
              <button type="button" className="dd-button dd-button--danger" onClick={() => answerLeave(true)}>
                Änderungen verwerfen und verlassen
              </button>
            </>
          }
        >
          <p>
            {editedCells === 1 ? '1 Änderung ist' : `${number.format(editedCells)} Änderungen sind`} noch nicht gespeichert. Wenn Sie die Seite verlassen, gehen
            sie verloren.
          </p>
        </Modal>
      )}
      {relative.dialog}
      {history && scope && <HistoryPopover dealerId={dealerId} scope={scope} target={history} onClose={() => setHistory(null)} />}
    </section>
  );
}

const EMPTY_ROWS: DiscountRowDto[] = [];

function ConflictList({
  state,
  rows,
  columns,
  onKeepTheirs,
  onKeepMine,
}: {
  state: ReturnType<typeof tableReducer>;
  rows: DiscountRowDto[];
  columns: ReturnType<typeof discountColumns>;
  onKeepTheirs: (carModelId: string, field: DiscountCellField) => void;
  onKeepMine: (carModelId: string, field: DiscountCellField) => void;
}) {
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
            <button type="button" className="dd-button dd-button--ghost" onClick={() => onKeepTheirs(conflict.car_model_id, conflict.field)}>
              Wert von {conflict.changed_by.name ?? 'Unbekannt'} übernehmen
            </button>
            <button type="button" className="dd-button dd-button--ghost" onClick={() => onKeepMine(conflict.car_model_id, conflict.field)}>
              Meinen Wert behalten
            </button>
          </li>
        );
      })}
    </ul>
  );
}
