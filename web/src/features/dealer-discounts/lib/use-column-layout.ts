import {
  ADDITIONAL_DISCOUNT_FIELDS,
  collectedDiscountLabels,
  MAX_ADDITIONAL_DISCOUNTS,
  MIN_ADDITIONAL_DISCOUNTS,
  type ColumnCheckerResponse,
} from '@autoleasing/contracts';
import { useMemo, useState, type Dispatch } from 'react';
import { checkColumn, patchLayout } from '../api/dealer-discounts-api';
import { discountColumns } from './columns';
import type { TableAction } from './table-state';
import type { DiscountScope } from './use-discount-scope';

interface ColumnLayoutOptions {
  dealerId: string;
  view: DiscountScope;
  dispatch: Dispatch<TableAction>;
  /** The last additional column holds values somewhere: the dealer is asked before it goes. */
  onAskRemoval: (label: string, tables: ColumnCheckerResponse['tables']) => void;
}

/**
 * The table's columns (spec 3.11): the brand's collected discounts and 1 to 10 additional
 * discounts, a layout of the dealer's per brand that 'Spalte hinzufügen' and '×' change.
 */
export function useColumnLayout({ dealerId, view, dispatch, onAskRemoval }: ColumnLayoutOptions) {
  const { scope, table, brand } = view;
  // The layout just saved, until the table read after it shows it.
  const [layoutOverride, setLayoutOverride] = useState<{ table: unknown; n: number } | null>(null);
  const numberAdditional = layoutOverride && layoutOverride.table === table ? layoutOverride.n : (table?.number_additional_discounts ?? MIN_ADDITIONAL_DISCOUNTS);
  const collectedLabels = table?.collected_discount_labels ?? (brand ? collectedDiscountLabels(brand.slug_name) : []);
  const collectedKey = collectedLabels.join('|');
  const columns = useMemo(() => discountColumns(numberAdditional, collectedKey ? collectedKey.split('|') : []), [numberAdditional, collectedKey]);
  const lastAdditional = ADDITIONAL_DISCOUNT_FIELDS[numberAdditional - 1];

  const changeLayout = async (n: number, removing: boolean) => {
    if (!scope) return;
    const result = await patchLayout(dealerId, { manufacturer_id: scope.manufacturer_id, number_additional_discounts: n, ...(removing ? { removing: true } : {}) });
    if (!result.ok) {
      dispatch({ type: 'bulk_failed', message: result.error.message });
      return;
    }
    setLayoutOverride({ table, n: result.data.number_additional_discounts });
    // Adding a column and a confirmed removal reload the table; an empty column just goes.
    if (removing || n > numberAdditional) await view.reloadTable();
  };

  const removeColumn = async () => {
    if (!scope) return;
    const check = await checkColumn(dealerId, scope.manufacturer_id);
    if (!check.ok) {
      dispatch({ type: 'bulk_failed', message: check.error.message });
      return;
    }
    const label = columns.find((column) => column.id === lastAdditional)?.label ?? '';
    if (check.data.data_exists) onAskRemoval(label, check.data.tables ?? []);
    else await changeLayout(numberAdditional - 1, false);
  };

  return {
    columns,
    collectedLabels,
    canAddColumn: !view.readOnly && numberAdditional - 1 < MAX_ADDITIONAL_DISCOUNTS - 1,
    removableColumnId: numberAdditional > MIN_ADDITIONAL_DISCOUNTS ? lastAdditional : null,
    addColumn: () => changeLayout(numberAdditional + 1, false),
    removeColumn,
    /** The dealer agreed to clear the column's values in every table of the brand. */
    confirmRemoval: () => changeLayout(numberAdditional - 1, true),
  };
}

export type ColumnLayout = ReturnType<typeof useColumnLayout>;
