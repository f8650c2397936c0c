import { DISCOUNT_IMPORT_ERROR_CODES } from '@autoleasing/contracts';
import { invalid } from '@autoleasing/domain';
import type ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import type { RawSheetValue } from './discount-sheet';
import { loadExcelJs } from './load-exceljs';

/** One row of an uploaded sheet: its number as the spreadsheet shows it and its cells by column (0-based). */
export interface ParsedSheetRow {
  number: number;
  values: RawSheetValue[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type UploadFormat = 'xlsx' | 'csv';

/** Which reader a file needs: .xlsx (a zip) or .csv; anything else is refused in German. */
export function uploadFormat(fileName: string, content: Buffer): UploadFormat {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx') && content.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (name.endsWith('.csv') && !content.subarray(0, 4).equals(ZIP_MAGIC)) return 'csv';
  throw invalid(DISCOUNT_IMPORT_ERROR_CODES.format, 'Bitte laden Sie eine Excel-Datei (.xlsx) oder eine CSV-Datei (.csv) hoch, wie sie der Export liefert.');
}

type Worksheets = AsyncIterator<AsyncIterable<ExcelJS.Row>>;

/**
 * The first worksheet's rows through exceljs's streaming reader: rows are parsed one at a time
 * from the zip stream and dropped after use, so memory stays flat for large files.
 */
export async function* xlsxRows(content: Buffer): AsyncGenerator<ParsedSheetRow> {
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(Readable.from([content]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const worksheets = (reader as unknown as AsyncIterable<AsyncIterable<ExcelJS.Row>>)[Symbol.asyncIterator]();
  let rows: AsyncIterator<ExcelJS.Row> | undefined;
  try {
    const first = await worksheets.next();
    if (first.done) return;
    rows = first.value[Symbol.asyncIterator]();
    for (let row = await rows.next(); !row.done; row = await rows.next()) {
      // exceljs numbers cells from 1 (values[0] is always empty).
      yield { number: row.value.number, values: (row.value.values as RawSheetValue[]).slice(1) };
    }
  } catch (error) {
    if ((error as { code?: string } | null)?.code === DISCOUNT_IMPORT_ERROR_CODES.format) throw error;
    throw invalid(DISCOUNT_IMPORT_ERROR_CODES.format, 'Die Excel-Datei ließ sich nicht lesen. Bitte speichern Sie sie erneut als .xlsx.');
  } finally {
    await runOut(rows, worksheets);
  }
}

/**
 * exceljs keeps a worksheet that comes before the shared strings (every file Excel or our export
 * writes) in a temporary file, and deletes it only when its reader runs to the end. Stopping after
 * the first worksheet, or when the caller stops early, left one file of a dealer's discounts in
 * the temp folder per import until the process ended. The rest is read and dropped.
 */
async function runOut(rows: AsyncIterator<ExcelJS.Row> | undefined, worksheets: Worksheets): Promise<void> {
  try {
    if (rows) while (!(await rows.next()).done);
    for (let sheet = await worksheets.next(); !sheet.done; sheet = await worksheets.next()) {
      for await (const row of sheet.value) void row;
    }
  } catch {
    // A broken file was already answered with its German message; nothing more to read.
  }
}

/** The separator of a German CSV is ';'; files saved elsewhere may use ',' or tabs (read from the header). */
function separatorOf(headerLine: string): string {
  const counts = [';', '\t', ','].map((s) => [s, headerLine.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** RFC 4180 rows (quotes, doubled quotes, line breaks inside quotes), UTF-8 with or without BOM. */
export function* csvRows(content: Buffer): Generator<ParsedSheetRow> {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const separator = separatorOf(text.slice(0, text.search(/\r?\n|$/)));
  let field = '';
  let values: string[] = [];
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      values.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      values.push(field);
      yield { number: rowStart, values };
      values = [];
      field = '';
      line++;
      rowStart = line;
    } else field += char;
  }
  if (field !== '' || values.length) yield { number: rowStart, values: [...values, field] };
}

export function sheetRows(format: UploadFormat, content: Buffer): AsyncIterable<ParsedSheetRow> | Iterable<ParsedSheetRow> {
  return format === 'xlsx' ? xlsxRows(content) : csvRows(content);
}
