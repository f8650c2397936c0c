import { CUSTOMER_GROUP_LABELS, type CustomerGroup } from '@autoleasing/contracts';
import type { Writable } from 'node:stream';
import { csvCell, csvLine, CSV_BOM, germanHundredths } from '../../admin-discounts/queries/export-discount-audit/discount-audit-csv';
import { sheetValue, type SheetColumn, type SheetRow } from './discount-sheet';
import { loadExcelJs } from './load-exceljs';
import type { SheetTable } from './discount-sheet.source';

export type SheetFormat = 'xlsx' | 'csv';

/** The value of one column for one row, as the spreadsheet holds it. */
export function columnValue(column: SheetColumn, row: SheetRow): string | number | null {
  if (column.kind === 'id') return row.carModelId;
  if (column.kind === 'info') return column.value(row);
  return sheetValue(row.cells[column.field]);
}

/**
 * The table as .xlsx through exceljs's streaming writer: each row is committed (written out and
 * dropped) as it is added, so memory stays flat however many rows the table has. Without cell
 * styles: they made writing 10,000 rows three times slower (percent and euros stay plain numbers).
 */
export async function writeXlsx(table: SheetTable, out: Writable): Promise<void> {
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Rabatte', { views: [{ state: 'frozen', xSplit: 4, ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    key: column.header,
    width: column.kind === 'id' ? 38 : Math.max(12, column.header.length + 2),
  }));
  sheet.getRow(1).commit();
  for (const row of table.rows) sheet.addRow(table.columns.map((column) => columnValue(column, row))).commit();
  sheet.commit();
  await workbook.commit();
}

/** One CSV field in German style: numbers with a decimal comma, text quoted where needed. */
function csvValue(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return germanHundredths(Math.round(value * 100));
  return csvCell(value, true);
}

/** The table as German CSV (semicolon, decimal comma, UTF-8 with BOM), line by line. */
export function* csvLines(table: SheetTable): Generator<string> {
  yield CSV_BOM + csvLine(table.columns.map((c) => csvCell(c.header)));
  for (const row of table.rows) yield csvLine(table.columns.map((column) => csvValue(columnValue(column, row))));
}

/** "Rabatte Autohaus Nord – VW – Geschäftskunden – Bank X – 2026-11-28.xlsx" (Berlin date). */
export function exportFileName(names: SheetTable['names'], group: CustomerGroup, format: SheetFormat, now = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
  const parts = ['Rabatte', names.dealer, names.brand, CUSTOMER_GROUP_LABELS[group], names.bank, day].filter(Boolean);
  return `${parts.join(' – ').replace(/[\\/:*?"<>|]/g, '-')}.${format}`;
}
