import type { DiscountCellField, DiscountFilters, DiscountRowDto, DiscountScopeParams, UpdateAllDiscount, UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { useState, type Dispatch } from 'react';
import { previewUpdateAll } from '../api/dealer-discounts-api';
import type { DiscountColumn } from './columns';
import type { Edits } from './edits';
import { formatAdd, planRelativeDrafts, type RelativeDraftPlan } from './relative';
import type { SelectionState } from './selection';
import type { TableAction } from './table-state';

export interface PendingChange {
  field: DiscountCellField;
  label: string;
  add: number;
  /** null while the server's preview loads. */
  preview: UpdateAllPreviewResponse | null;
  error: string | null;
  /** Single rows or one page: the edits that apply it. */
  plan: RelativeDraftPlan | null;
}

export interface RelativeChangeOptions {
  dealerId: string;
  scope: DiscountScopeParams | null;
  filters: DiscountFilters;
  selection: SelectionState;
  selectedRows: DiscountRowDto[];
  edits: Edits;
  columns: DiscountColumn[];
  dispatch: Dispatch<TableAction>;
  runUpdateAll: (discount: UpdateAllDiscount, label: string) => Promise<void>;
}

/**
 * The relative change from form to result: with 'Alle Einträge' the server previews it and, once
 * confirmed, runs it as an update_all job; for single rows or one page it is previewed on the
 * rows shown and becomes unsaved edits (saved with 'Speichern' like any edit).
 */
export function useRelativeChange(options: RelativeChangeOptions) {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const { dealerId, scope, selection } = options;
  const labelOf = (field: DiscountCellField) => options.columns.find((column) => column.field === field)?.label ?? field;

  const preview = (field: DiscountCellField, add: number) => {
    const base = { field, add, label: labelOf(field), error: null };
    if (selection.activeSelectionMode !== 'all') {
      const plan = planRelativeDrafts(options.edits, options.selectedRows, field, add);
      setPending({ ...base, preview: plan.preview, plan });
      return;
    }
    if (!scope) return;
    setPending({ ...base, preview: null, plan: null });
    void previewUpdateAll(dealerId, { ...scope, filters: options.filters, exclude_car_model_ids: [...selection.excludedIdsFromSelectAll], discount: { field, add } as UpdateAllDiscount }).then(
      (result) => setPending((current) => current && { ...current, preview: result.ok ? result.data : null, error: result.ok ? null : result.error.message }),
    );
  };

  const start = () => {
    if (!pending) return;
    setPending(null);
    if (pending.plan) {
      options.dispatch({ type: 'edit_many', cells: pending.plan.cells });
      return;
    }
    void options.runUpdateAll({ field: pending.field, add: pending.add } as UpdateAllDiscount, `${pending.label} ${formatAdd(pending.field, pending.add)}`);
  };

  return { preview, pending, close: () => setPending(null), start };
}
