import type { DiscountCellField, DiscountRowDto } from '@autoleasing/contracts';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useBlocker } from 'react-router';
import { SAVE_TOAST_MS } from '../../../lib/dealer-client';
import { registerLeaveGuard } from '../../../lib/leave-guard';
import { saveDiscounts, unconfirmDiscounts } from '../api/dealer-discounts-api';
import { countEditedCells, toSaveRows, validateEdits } from './edits';
import { toSaveFailure } from './save-errors';
import type { TableAction, TableState } from './table-state';
import type { DiscountScope } from './use-discount-scope';
import { useHideAfter } from './use-hide-after';

interface DiscountSaveOptions {
  dealerId: string;
  view: DiscountScope;
  state: TableState;
  dispatch: Dispatch<TableAction>;
}

/**
 * The drafts from first edit to saved (spec 4.8, issue 21): the revision they were made on, the
 * save with its conflicts to merge, discarding them, and the guards that keep them from being
 * lost by leaving the page unasked.
 */
export function useDiscountSave({ dealerId, view, state, dispatch }: DiscountSaveOptions) {
  const { scope, table } = view;
  const editedCells = countEditedCells(state.edits);
  const baseRevision = useBaseRevision(view, editedCells, dispatch);
  const leave = useLeaveGuard(editedCells, () => dispatch({ type: 'discard_edits' }));
  useWarnBeforeUnload(editedCells);
  useHideAfter(state.editedCount, SAVE_TOAST_MS, () => dispatch({ type: 'hide_toast' }));

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
      await view.reloadTable();
      return;
    }
    const failure = toSaveFailure(result.error);
    dispatch({ type: 'save_failed', failure });
    if (Object.keys(failure.conflicts).length > 0) {
      // The dealer has now seen the other values: a next save is made on the current revision.
      const fresh = await view.discounts.refetch();
      if (fresh.data) baseRevision.current = fresh.data.revision;
    }
  };

  /** A confirmation withdrawn ('Bestätigung aufheben') is saved at once, not as a draft. */
  const unconfirmRow = async (row: DiscountRowDto) => {
    if (!scope) return;
    const result = await unconfirmDiscounts(dealerId, { ...scope, car_model_ids: [row.car_model_id] });
    if (!result.ok) {
      dispatch({ type: 'bulk_failed', message: result.error.message });
      return;
    }
    await view.reloadTable();
  };

  return {
    editedCells,
    save,
    discardEdits: leave.discardEdits,
    leave,
    keepTheirs: (carModelId: string, field: DiscountCellField) => dispatch({ type: 'keep_theirs', carModelId, field }),
    keepMine: (carModelId: string, field: DiscountCellField) => dispatch({ type: 'keep_mine', carModelId, field }),
    unconfirmRow,
    /** Another table drops the drafts: asked first when there are any. */
    mayChangeTable: () => editedCells === 0 || window.confirm(`${editedCells} ungespeicherte ${editedCells === 1 ? 'Änderung' : 'Änderungen'} verwerfen?`),
  };
}

export type DiscountSave = ReturnType<typeof useDiscountSave>;

/**
 * The revision the edits were made on: the table's when the first edit was made (no lost edits).
 * Another table (main criteria) starts over: edits, selection and visible columns (spec 4.8).
 */
function useBaseRevision(view: DiscountScope, editedCells: number, dispatch: Dispatch<TableAction>) {
  const { scopeKey, table } = view;
  const baseRevision = useRef<number | null>(null);
  const previousScope = useRef(scopeKey);
  useEffect(() => {
    if (previousScope.current === scopeKey) return;
    previousScope.current = scopeKey;
    baseRevision.current = null;
    dispatch({ type: 'scope_changed' });
  }, [scopeKey]);

  useEffect(() => {
    if (editedCells === 0) baseRevision.current = null;
    else if (baseRevision.current === null && table) baseRevision.current = table.revision;
  }, [editedCells, table]);
  return baseRevision;
}

/** Unsaved edits are not lost by an in-app link, the logo or signing out unasked (issue 21). */
function useLeaveGuard(editedCells: number, discard: () => void) {
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
    discard();
  };
  const answer = (leave: boolean) => {
    if (leave) discardEdits();
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    leaveAsk?.(leave);
    setLeaveAsk(null);
  };
  return { asking: blocker.state === 'blocked' || leaveAsk !== null, answer, discardEdits };
}

/** Unsaved edits are not lost by closing or reloading the page unasked. */
function useWarnBeforeUnload(editedCells: number) {
  useEffect(() => {
    if (editedCells === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editedCells]);
}
