import { isDiscountSortKey, type DiscountSortKey, type SortDirection } from '@autoleasing/contracts';
import type { DiscountColumn } from './columns';

/** Columns whose id is not their server sort key (issue 21); the selection and BAFA columns do not sort. */
const SORT_KEY_OF_COLUMN: Readonly<Record<string, DiscountSortKey | null>> = {
  select: null,
  status: 'state',
  updated: 'updated_at',
  bafa_combined: null,
};

/** The server's sort key for a column of the table, or null when it cannot be sorted by. */
export function sortKeyOfColumn(column: DiscountColumn): DiscountSortKey | null {
  if (column.id in SORT_KEY_OF_COLUMN) return SORT_KEY_OF_COLUMN[column.id];
  return isDiscountSortKey(column.id) ? column.id : null;
}

export interface TableSort {
  key: DiscountSortKey | null;
  direction: SortDirection;
}

/** A click on a header: ascending first, then descending, then back to the table's order. */
export function nextSort(current: TableSort, key: DiscountSortKey): TableSort {
  if (current.key !== key) return { key, direction: 'asc' };
  if (current.direction === 'asc') return { key, direction: 'desc' };
  return { key: null, direction: 'asc' };
}

export function ariaSort(current: TableSort, key: DiscountSortKey): 'ascending' | 'descending' | 'none' {
  if (current.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
