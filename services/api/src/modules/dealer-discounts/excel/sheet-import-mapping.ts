import { DISCOUNT_IMPORT_ERROR_CODES, type DiscountImportProblem, isUuid } from '@autoleasing/contracts';
import { invalid, type CellInput } from '@autoleasing/domain';
import { apiValueOf, ID_HEADER, normalHeader, plainValue, type SheetColumn } from './discount-sheet';
import type { ParsedSheetRow } from './sheet-readers';

/** A data row of the file: which car model, in which spreadsheet row, with which cells (API units). */
export interface MappedRow {
  row: number;
  carModelId: string;
  cells: CellInput;
}

export interface MappedSheet {
  rows: MappedRow[];
  /** Rows without a usable id, and car models listed twice. */
  problems: DiscountImportProblem[];
  unknownColumns: string[];
}

type Mapping = { index: number; column: SheetColumn }[];

function headerMapping(values: ParsedSheetRow['values'], columns: readonly SheetColumn[]): { mapping: Mapping; unknown: string[] } {
  const byHeader = new Map(columns.flatMap((column) => [column.header, ...(column.kind === 'info' ? (column.formerHeaders ?? []) : [])].map((header) => [normalHeader(header), column] as const)));
  const mapping: Mapping = [];
  const unknown: string[] = [];
  values.forEach((raw, index) => {
    const header = String(plainValue(raw) ?? '').trim();
    if (!header) return;
    const column = byHeader.get(normalHeader(header));
    if (column) mapping.push({ index, column });
    else unknown.push(header);
  });
  if (!mapping.some((m) => m.column.kind === 'id')) {
    throw invalid(
      DISCOUNT_IMPORT_ERROR_CODES.noIdColumn,
      `Die Datei hat keine Spalte „${ID_HEADER}“. Bitte verwenden Sie eine exportierte Tabelle und lassen Sie die erste Zeile unverändert.`,
    );
  }
  return { mapping, unknown };
}

const isEmpty = (values: ParsedSheetRow['values']) => values.every((v) => plainValue(v) === null);

/**
 * The file's first row names the columns (matched by header, so their order does not matter);
 * every further row becomes the cells of one car model. Read-only columns (names, sum, status,
 * confirmation) are skipped; empty rows too.
 */
export async function mapSheet(rows: AsyncIterable<ParsedSheetRow> | Iterable<ParsedSheetRow>, columns: readonly SheetColumn[]): Promise<MappedSheet> {
  let header: { mapping: Mapping; unknown: string[] } | null = null;
  const mapped: MappedRow[] = [];
  const problems: DiscountImportProblem[] = [];
  const seen = new Map<string, number>();
  for await (const { number, values } of rows) {
    if (!header) {
      if (isEmpty(values)) continue;
      header = headerMapping(values, columns);
      continue;
    }
    if (isEmpty(values)) continue;
    const cells: CellInput = {};
    let id = '';
    for (const { index, column } of header.mapping) {
      if (column.kind === 'id') id = String(plainValue(values[index]) ?? '').trim().toLowerCase();
      else if (column.kind === 'cell') cells[column.field] = apiValueOf(column.field, values[index]);
    }
    if (!isUuid(id)) {
      problems.push({ row: number, car_model_id: null, column: ID_HEADER, code: 'invalid_id', message: `Bitte lassen Sie die ${ID_HEADER} aus dem Export unverändert.` });
      continue;
    }
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      problems.push({ row: number, car_model_id: id, column: ID_HEADER, code: 'duplicate_row', message: `Dieses Fahrzeug steht schon in Zeile ${earlier}.` });
      continue;
    }
    seen.set(id, number);
    mapped.push({ row: number, carModelId: id, cells });
  }
  if (!header) throw invalid(DISCOUNT_IMPORT_ERROR_CODES.noIdColumn, `Die Datei ist leer. Bitte verwenden Sie eine exportierte Tabelle mit der Spalte „${ID_HEADER}“.`);
  return { rows: mapped, problems, unknownColumns: header.unknown };
}
