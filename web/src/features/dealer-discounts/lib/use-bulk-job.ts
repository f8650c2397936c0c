import { COLLECTED_DISCOUNT_FIELDS, type CustomerGroup, type DiscountCellField, type DiscountRowDto, type JobStatusResponse } from '@autoleasing/contracts';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { IMPORT_NOTICE_MS } from '../../../lib/dealer-client';
import { startCopy, startUpdateAll } from '../api/dealer-discounts-api';
import { apiValue } from './cells';
import type { DiscountColumn } from './columns';
import { describeResult } from './job-result';
import type { TableAction, TableState } from './table-state';
import type { DiscountScope } from './use-discount-scope';
import { useHideAfter } from './use-hide-after';
import { useRelativeChange } from './use-relative-change';

export interface RunningJob {
  id: string;
  kind: 'update_all' | 'copy';
  label: string;
  /** A finished job keeps its full bar and result on screen until the next one starts. */
  done: boolean;
  /** The table's revision when the job started: the read model has its changes once it is higher. */
  revision: number;
}

type BulkDiscount = Parameters<typeof startUpdateAll>[1]['discount'];

interface BulkJobOptions {
  dealerId: string;
  view: DiscountScope;
  state: TableState;
  dispatch: Dispatch<TableAction>;
  columns: DiscountColumn[];
  selectedRows: DiscountRowDto[];
}

/**
 * Changes to many rows at once (spec 3.12, issue 21): on single rows or one page they become
 * drafts; with 'Alle Einträge', and for an import, they run on the server as a job whose progress
 * the screen shows, and the table is read again once the job's changes have reached it.
 */
export function useBulkJob({ dealerId, view, state, dispatch, columns, selectedRows }: BulkJobOptions) {
  const { scope, table, query } = view;
  const [job, setJob] = useState<RunningJob | null>(null);
  const catchUp = useCatchUp(view);
  useHideAfter(state.importNotice, IMPORT_NOTICE_MS, () => dispatch({ type: 'hide_import_notice' }));
  const allSelected = state.selection.activeSelectionMode === 'all';

  const runUpdateAll = async (discount: BulkDiscount, label: string) => {
    if (!scope) return;
    const result = await startUpdateAll(dealerId, { ...scope, filters: query.filters, exclude_car_model_ids: [...state.selection.excludedIdsFromSelectAll], discount });
    if (result.ok) setJob({ id: result.data.job_id, kind: 'update_all', label, done: false, revision: table?.revision ?? -1 });
    else dispatch({ type: 'bulk_failed', message: result.error.message });
  };

  const relative = useRelativeChange({ dealerId, scope, filters: query.filters, selection: state.selection, selectedRows, edits: state.edits, columns, dispatch, runUpdateAll });

  const applyToSelection = (field: DiscountCellField, text: string) => {
    if (allSelected) {
      void runUpdateAll({ field, value: apiValue(field, text) }, 'Massenänderung');
      return;
    }
    dispatch({ type: 'edit_many', cells: selectedRows.map((row) => ({ row, field, text })) });
  };

  /** update_all's `{ collected_discounts: [...] }` form; on single rows or one page: unsaved edits. */
  const applyCollectedToSelection = (texts: string[]) => {
    const fields = COLLECTED_DISCOUNT_FIELDS.slice(0, texts.length);
    if (allSelected) {
      void runUpdateAll({ collected_discounts: fields.map((field, index) => apiValue(field, texts[index]) as number | null) }, 'Sammelnachlässe');
      return;
    }
    dispatch({ type: 'edit_many', cells: selectedRows.flatMap((row) => fields.map((field, index) => ({ row, field, text: texts[index] }))) });
  };

  const confirmSelection = () => {
    if (allSelected) {
      void runUpdateAll({ confirmed: true }, 'Bestätigung');
      return;
    }
    dispatch({ type: 'edit_many', cells: selectedRows.filter((row) => !row.confirmed).map((row) => ({ row, field: 'confirmed' as const, text: 'true' })) });
  };

  /** 'Daten importieren': another table of the dealer's (group and bank) copied into this one. */
  const startImport = async (source: { customer_group: CustomerGroup; bank_id: string }) => {
    if (!scope) return;
    const result = await startCopy(dealerId, { ...scope, source_scope: source });
    if (result.ok) setJob({ id: result.data.job_id, kind: 'copy', label: 'Import', done: false, revision: table?.revision ?? -1 });
    else dispatch({ type: 'import_failed', message: `Import fehlgeschlagen: ${result.error.message}` });
  };

  const onJobFinished = useCallback(
    (status: JobStatusResponse | false) => {
      const running = job;
      if (running) setJob({ ...running, done: true });
      dispatch(jobOutcome(running, status));
      void catchUp(running?.revision ?? -1);
    },
    [job, catchUp],
  );

  return { job, busy: job !== null && !job.done, runUpdateAll, relative, applyToSelection, applyCollectedToSelection, confirmSelection, startImport, onJobFinished };
}

/** The notice a finished job leaves: an import's own, or for a bulk change the selection goes. */
function jobOutcome(running: RunningJob | null, status: JobStatusResponse | false): TableAction {
  const ok = status !== false && status.state === 'completed';
  const message = ok ? describeResult(status.result) : status === false ? 'Der Status des Auftrags konnte nicht abgerufen werden.' : (status.error?.message ?? 'Der Auftrag ist fehlgeschlagen.');
  if (running?.kind === 'copy') return ok ? { type: 'import_finished', message: `Import abgeschlossen: ${message}` } : { type: 'import_failed', message: `Import fehlgeschlagen: ${message}` };
  return ok ? { type: 'clear_selection' } : { type: 'bulk_failed', message };
}

/**
 * A job's events reach the read model a moment after the job ends (projections run apart from
 * the worker): read the table again until its revision passes the one the job started on.
 */
function useCatchUp(view: DiscountScope) {
  const { reloadTable } = view;
  const refetchTable = view.discounts.refetch;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
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
}
export type BulkJob = ReturnType<typeof useBulkJob>;
