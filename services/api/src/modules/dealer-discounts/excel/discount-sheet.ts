import { ADDITIONAL_DISCOUNT_FIELDS, additionalDiscountLabel, COLLECTED_DISCOUNT_FIELDS, DELIVERY_TIME_BAND_LABELS, DISCOUNT_FIELD_LABELS, DISCOUNT_INFO_COLUMN_LABELS, DISCOUNT_ROW_STATE_LABELS, type DiscountCellField, discountCellKind, parseDeliveryBand, parseDiscountBoolean, parseGermanNumber, scaledInteger, discountSum, discountRowState, type DiscountRowCells } from '@autoleasing/contracts';
import { type StoredCellValue } from '@autoleasing/domain';

/**
 * The spreadsheet form of a discount table (issue 21, item 5): one row per car model, its id and
 * names, every discount column of the table's layout under its German header, then the read-only
 * sum, status and confirmation. Export and import share this one definition, so a file exported
 * today imports unchanged. Percent cells hold 7,5 (not 0,075), money cells euros (1.234,50).
 */
export type SheetColumn =
  | { kind: 'id'; header: string }
  | { kind: 'info'; header: string; value: (row: SheetRow) => string | number | null; formerHeaders?: readonly string[] }
  | { kind: 'cell'; header: string; field: DiscountCellField };

export interface SheetRow {
  carModelId: string;
  brandName: string;
  seriesName: string;
  modelName: string;
  cells: DiscountRowCells;
}

/** Headers are the grid's (contracts), so a column is called the same on screen and in the file. */
export const ID_HEADER = DISCOUNT_INFO_COLUMN_LABELS.car_model_id;

/** Header of a cell column: the table's label with its unit. */
export function cellHeader(field: DiscountCellField, collectedLabels: readonly string[]): string {
  const kind = discountCellKind(field);
  const additional = ADDITIONAL_DISCOUNT_FIELDS.indexOf(field as (typeof ADDITIONAL_DISCOUNT_FIELDS)[number]);
  const collected = COLLECTED_DISCOUNT_FIELDS.indexOf(field as (typeof COLLECTED_DISCOUNT_FIELDS)[number]);
  const label =
    additional >= 0 ? additionalDiscountLabel(additional) : collected >= 0 ? (collectedLabels[collected] ?? `Sammelnachlass ${collected + 1}`) : DISCOUNT_FIELD_LABELS[field as keyof typeof DISCOUNT_FIELD_LABELS];
  return kind === 'percent' ? `${label} (%)` : kind === 'cents' ? `${label} (€)` : label;
}

/** The columns of a table with `additional` additional and the brand's collected discount columns. */
export function sheetColumns(additional: number, collectedLabels: readonly string[]): SheetColumn[] {
  const cell = (field: DiscountCellField): SheetColumn => ({ kind: 'cell', header: cellHeader(field, collectedLabels), field });
  const columns = { additionalDiscounts: additional, collectedDiscounts: collectedLabels.length };
  return [
    { kind: 'id', header: ID_HEADER },
    { kind: 'info', header: DISCOUNT_INFO_COLUMN_LABELS.manufacturer_name, value: (r) => r.brandName },
    // Files exported before the sheet took the grid's header said "Baureihe"; they still import without an unknown column.
    { kind: 'info', header: DISCOUNT_INFO_COLUMN_LABELS.car_series_name, formerHeaders: ['Baureihe'], value: (r) => r.seriesName },
    { kind: 'info', header: DISCOUNT_INFO_COLUMN_LABELS.car_model_name, value: (r) => r.modelName },
    cell('base_discount'),
    ...ADDITIONAL_DISCOUNT_FIELDS.slice(0, additional).map(cell),
    ...COLLECTED_DISCOUNT_FIELDS.slice(0, collectedLabels.length).map(cell),
    { kind: 'info', header: `${DISCOUNT_INFO_COLUMN_LABELS.discount_sum} (%)`, value: (r) => discountSum(r.cells, columns) / 100 },
    cell('order_absolute_bonus_cents'),
    cell('bafa_manufacturer_included'),
    cell('factory_delivery_cents'),
    cell('dealer_delivery_cents'),
    cell('delivery_time'),
    cell('stock_discount_offset'),
    cell('stock_absolute_bonus_cents'),
    cell('available'),
    { kind: 'info', header: DISCOUNT_INFO_COLUMN_LABELS.state, value: (r) => DISCOUNT_ROW_STATE_LABELS[discountRowState(r.cells)] },
    { kind: 'info', header: DISCOUNT_FIELD_LABELS.confirmed, value: (r) => (r.cells.confirmed === true ? 'Ja' : 'Nein') },
  ];
}

/** A stored value as the spreadsheet holds it: percent 7.5, euros 1234.5, Ja/Nein, band label. */
export function sheetValue(value: StoredCellValue | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number') return value / 100;
  return DELIVERY_TIME_BAND_LABELS[value] ?? value;
}

/** What an uploaded cell held, as exceljs or the CSV parser give it. */
export type RawSheetValue = string | number | boolean | Date | null | undefined | { [key: string]: unknown };

/** exceljs hands formulas, rich text and links as objects: their shown value. */
export function plainValue(raw: RawSheetValue): string | number | boolean | null {
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date) return raw.toISOString();
  if (typeof raw !== 'object') return typeof raw === 'string' && raw.trim() === '' ? null : raw;
  if (Array.isArray(raw.richText)) return (raw.richText as { text: string }[]).map((t) => t.text).join('');
  if ('result' in raw) return plainValue(raw.result as RawSheetValue);
  if (typeof raw.text === 'string') return raw.text;
  return null;
}

/**
 * A spreadsheet cell → the API value a save would send (7.5 %, cents, boolean, band), or the
 * text as it was when it cannot be read, so the decider names the problem in German as for a save.
 */
export function apiValueOf(field: DiscountCellField, raw: RawSheetValue): unknown {
  const value = plainValue(raw);
  if (value === null) return null;
  const kind = discountCellKind(field);
  if (kind === 'boolean') {
    if (typeof value === 'boolean') return value;
    return parseDiscountBoolean(field, String(value)) ?? String(value);
  }
  if (kind === 'delivery_time') return parseDeliveryBand(String(value)) ?? String(value);
  const number = typeof value === 'number' ? value : typeof value === 'string' ? parseGermanNumber(value) : null;
  if (number === null) return String(value);
  // Euros in the sheet, cents in the API: 12,34 € → 1234 (a third decimal stays a fraction: "step").
  return kind === 'cents' ? (scaledInteger(number, 100) ?? number * 100) : number;
}

/** Header text as compared on import: case, spacing and a trailing "*" do not matter. */
export const normalHeader = (header: string) => header.replace(/[\s\u00a0]+/g, ' ').replace(/\*$/, '').trim().toLowerCase();
