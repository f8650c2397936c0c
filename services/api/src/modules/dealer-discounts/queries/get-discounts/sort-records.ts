import { isDiscountCellField, type DiscountSortKey, type SortDirection, discountSum, type DiscountTableColumns } from '@autoleasing/contracts';

import type { DiscountRowRecord } from '../../shared/discount-row.mapper';

type SortValue = string | number | boolean | null;

/** A record's value for a sort key, as the database sorts it in the live table (see sortExpression). */
function sortValue(record: DiscountRowRecord, sort: DiscountSortKey, columns: DiscountTableColumns): SortValue {
  if (isDiscountCellField(sort)) return record.cells[sort] ?? null;
  switch (sort) {
    case 'discount_sum':
      return discountSum(record.cells, columns);
    case 'state':
      return record.state ?? 'data_missing';
    case 'updated_at':
      return record.updated_at === null ? null : new Date(record.updated_at).toISOString();
    default:
      return record[sort];
  }
}

const compareValues = (a: SortValue, b: SortValue) => (a === b ? 0 : typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'de'));

/**
 * Sorts the past view's rows in memory the way the live table sorts in the database: empty values
 * last in either direction, ties by model name and id.
 */
export function sortRecords(records: DiscountRowRecord[], sort: DiscountSortKey, direction: SortDirection, columns: DiscountTableColumns): void {
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = new Map(records.map((record) => [record, sortValue(record, sort, columns)]));
  records.sort((a, b) => {
    const va = keyed.get(a)!;
    const vb = keyed.get(b)!;
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const byValue = compareValues(va, vb);
      if (byValue !== 0) return sign * byValue;
    }
    return a.car_model_name.localeCompare(b.car_model_name, 'de') || (a.car_model_id < b.car_model_id ? -1 : a.car_model_id > b.car_model_id ? 1 : 0);
  });
}
