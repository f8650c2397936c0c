import { FlexRender, type HeaderGroup, type RowData, type TableFeatures } from '@tanstack/react-table';

interface DataTableHeadProps<TFeatures extends TableFeatures, TData extends RowData> {
  /** `table.getHeaderGroups()` of a TanStack table. */
  headerGroups: HeaderGroup<TFeatures, TData>[];
  /** Each header cell gets the class `${columnClassPrefix}${column id}`, e.g. 'ops-col-' (the feature's column widths). */
  columnClassPrefix: string;
}

/** The <thead> of a TanStack table rendered as a plain `.data-table`: one column header per column. */
export function DataTableHead<TFeatures extends TableFeatures, TData extends RowData>({ headerGroups, columnClassPrefix }: DataTableHeadProps<TFeatures, TData>) {
  return (
    <thead>
      {headerGroups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col" className={`${columnClassPrefix}${header.column.id}`}>
              <FlexRender header={header} />
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}
