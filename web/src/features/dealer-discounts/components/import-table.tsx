import type { ReactNode } from 'react';

interface ImportTableProps<T> {
  caption: string;
  /** The column headers, in the order of `cells`. */
  headers: readonly string[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** One cell per header. */
  cells: (row: T) => readonly ReactNode[];
}

/** The small captioned table of the copy preview and the file import's dry run (cells that change, invalid cells). */
export function ImportTable<T>({ caption, headers, rows, rowKey, cells }: ImportTableProps<T>) {
  return (
    <table className="dd-import-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {cells(row).map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
