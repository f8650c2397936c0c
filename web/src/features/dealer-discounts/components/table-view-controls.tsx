import './table-view.css';
import { DISCOUNT_TABLE_PAGE_SIZES, type DiscountSortKey } from '@autoleasing/contracts';
import type { DiscountColumn } from '../lib/columns';
import { ariaSort, nextSort, sortKeyOfColumn, type TableSort } from '../lib/sorting';
import { withPerPage, withSort } from '../lib/table-query';
import { useTableSearch } from '../lib/use-table-search';

/** 'Zeilen je Seite' (issue 21): 20 (spec), 50 or 100, kept in the URL as per_page. */
export function PerPageSelect({ perPage }: { perPage: number }) {
  const [, updateSearch] = useTableSearch();
  return (
    <div className="dd-field dd-field--inline dd-per-page">
      <label htmlFor="dd-per-page">Zeilen je Seite</label>
      <select className="form-control" id="dd-per-page" value={perPage} onChange={(event) => updateSearch((current) => withPerPage(current, Number(event.target.value)))}>
        {DISCOUNT_TABLE_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

const DIRECTION_LABEL = { ascending: 'aufsteigend sortiert', descending: 'absteigend sortiert', none: 'nicht sortiert' } as const;

/**
 * A column header that sorts the table on the server (issue 21): a button (Enter or Space, or a
 * click) cycles ascending → descending → the table's order; the th carries aria-sort.
 */
export function useSortHeader(sort: TableSort | undefined) {
  const [, updateSearch] = useTableSearch();
  const sortKey = (spec: DiscountColumn): DiscountSortKey | null => (sort ? sortKeyOfColumn(spec) : null);
  const thProps = (spec: DiscountColumn) => {
    const key = sortKey(spec);
    return key && sort ? { 'aria-sort': ariaSort(sort, key) } : {};
  };
  const label = (spec: DiscountColumn) => {
    const key = sortKey(spec);
    if (!key || !sort) return <span>{spec.label}</span>;
    const state = ariaSort(sort, key);
    const onClick = () => {
      const next = nextSort(sort, key);
      updateSearch((current) => withSort(current, next.key, next.direction));
    };
    return (
      <button type="button" className="dd-sort-button" onClick={onClick} title={`Nach ${spec.label} sortieren (${DIRECTION_LABEL[state]})`}>
        {spec.label}
        <span aria-hidden="true" className="dd-sort-icon">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    );
  };
  return { thProps, label };
}
