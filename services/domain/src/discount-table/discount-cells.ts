import {
  ADDITIONAL_DISCOUNT_FIELDS,
  COLLECTED_DISCOUNT_FIELDS,
  DELIVERY_TIME_BANDS,
  DISCOUNT_CELL_MESSAGES,
  discountCellKind,
  discountCellRangeMessage,
  isInDiscountCellRange,
  type DiscountCellProblemCode,
  type DeliveryTimeBand,
  type DiscountCellField,
  type DiscountCellValue,
  type DiscountRowState,
  isDiscountCellField,
} from '@autoleasing/contracts';

/**
 * Units of a discount cell. Commands speak the API's units (percent as 7.5, money in cents);
 * events and state store percent as integer hundredths (750) so sums and comparisons never drift
 * the way binary floats do (0.1 + 0.2). `toStoredValue`/`fromStoredValue` convert at the edge.
 */
export type StoredCellValue = number | boolean | DeliveryTimeBand | null;

/** Spec 5.4: these become 0/false when saved empty; every other empty cell becomes null. */
export function emptyValueOnSave(field: DiscountCellField): StoredCellValue {
  if (field === 'available' || field === 'bafa_manufacturer_included' || field === 'confirmed') return false;
  if (field === 'order_absolute_bonus_cents' || field === 'stock_absolute_bonus_cents') return 0;
  if ((COLLECTED_DISCOUNT_FIELDS as readonly string[]).includes(field)) return 0;
  return null;
}

export interface CellProblem {
  /** `<car_model_id>.<field>`, so a client can mark the cell. */
  field: string;
  code: DiscountCellProblemCode;
  message: string;
}

export function cellProblem(carModelId: string, field: DiscountCellField | string, code: CellProblem['code'], message?: string): CellProblem {
  return { field: `${carModelId}.${field}`, code, message: message ?? rangeMessage(field, code) };
}

function rangeMessage(field: string, code: CellProblem['code']): string {
  return code === 'out_of_range' && isDiscountCellField(field) ? discountCellRangeMessage(field) : DISCOUNT_CELL_MESSAGES[code];
}

/** Tolerance for values that went through a float multiplication on the client (12.34 × 100). */
const EPSILON = 1e-6;

function toInteger(value: number, factor: number): number | null {
  const scaled = value * factor;
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < EPSILON * Math.max(1, Math.abs(scaled)) ? rounded : null;
}

export type Conversion = { ok: true; value: StoredCellValue } | { ok: false; code: CellProblem['code'] };

/**
 * API value → stored value, with the per-cell rules of spec 5.4 that need no other cell (type,
 * range, step). Empty (null, undefined, '') becomes the field's empty value on save.
 */
export function toStoredValue(field: DiscountCellField, value: unknown): Conversion {
  if (value === null || value === undefined || value === '') return { ok: true, value: emptyValueOnSave(field) };
  const kind = discountCellKind(field);
  if (kind === 'boolean') {
    if (typeof value === 'boolean') return { ok: true, value };
    if (value === 0 || value === 1) return { ok: true, value: value === 1 };
    return { ok: false, code: 'not_a_boolean' };
  }
  if (kind === 'delivery_time') {
    return typeof value === 'string' && (DELIVERY_TIME_BANDS as readonly string[]).includes(value)
      ? { ok: true, value: value as DeliveryTimeBand }
      : { ok: false, code: 'invalid_choice' };
  }
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : NaN;
  if (!Number.isFinite(number)) return { ok: false, code: 'not_a_number' };
  const stored = toInteger(number, kind === 'percent' ? 100 : 1);
  if (stored === null) return { ok: false, code: 'step' };
  if (!isInDiscountCellRange(field, stored) || !Number.isSafeInteger(stored)) return { ok: false, code: 'out_of_range' };
  return { ok: true, value: stored };
}

/** Stored value → API value (hundredths → 7.5). */
export function fromStoredValue(field: DiscountCellField, value: StoredCellValue): DiscountCellValue {
  if (value === null) return null;
  return discountCellKind(field) === 'percent' && typeof value === 'number' ? value / 100 : value;
}

export type RowCells = Readonly<Partial<Record<DiscountCellField, StoredCellValue>>>;

/** Stored value of a cell; a cell never written is null, a flag never written false. */
export function cellValue(cells: RowCells, field: DiscountCellField): StoredCellValue {
  const value = cells[field];
  if (value !== undefined) return value;
  return discountCellKind(field) === 'boolean' ? false : null;
}

/**
 * The whole-row rules of spec 5.4 for a row someone saved: base_discount and delivery_time are
 * required (a saved empty available became false, so it is missing only when never given), and factory and dealer
 * delivery each need a value when the other is empty.
 */
export function rowProblems(carModelId: string, cells: RowCells): CellProblem[] {
  const problems: CellProblem[] = [];
  if (cellValue(cells, 'base_discount') === null) problems.push(cellProblem(carModelId, 'base_discount', 'required'));
  if (cellValue(cells, 'delivery_time') === null) problems.push(cellProblem(carModelId, 'delivery_time', 'required'));
  if (cells.available === undefined || cells.available === null) problems.push(cellProblem(carModelId, 'available', 'required'));
  if (cellValue(cells, 'factory_delivery_cents') === null && cellValue(cells, 'dealer_delivery_cents') === null) {
    const message = DISCOUNT_CELL_MESSAGES.delivery_pair;
    problems.push(cellProblem(carModelId, 'factory_delivery_cents', 'required', message));
    problems.push(cellProblem(carModelId, 'dealer_delivery_cents', 'required', message));
  }
  return problems;
}

/** Whether a column exists in this scope: additional columns per layout, collected per brand. */
export function columnExists(field: DiscountCellField, columns: TableColumns): boolean {
  const additional = ADDITIONAL_DISCOUNT_FIELDS.indexOf(field as (typeof ADDITIONAL_DISCOUNT_FIELDS)[number]);
  if (additional >= 0) return additional < columns.additionalDiscounts;
  const collected = COLLECTED_DISCOUNT_FIELDS.indexOf(field as (typeof COLLECTED_DISCOUNT_FIELDS)[number]);
  if (collected >= 0) return collected < columns.collectedDiscounts;
  return true;
}

/** The columns a scope shows: additional discounts per the dealer's layout, collected per brand. */
export interface TableColumns {
  additionalDiscounts: number;
  collectedDiscounts: number;
}

/**
 * Status dot of a row (spec 2.5): unavailable when not orderable; data_missing when a required
 * value (base discount, delivery time, one delivery price) is missing; otherwise available.
 */
export function rowState(cells: RowCells): DiscountRowState {
  if (cellValue(cells, 'available') !== true) {
    // A row nobody filled yet is incomplete rather than deliberately switched off.
    return cells.available === undefined || cells.available === null ? 'data_missing' : 'unavailable';
  }
  const complete =
    cellValue(cells, 'base_discount') !== null &&
    cellValue(cells, 'delivery_time') !== null &&
    (cellValue(cells, 'factory_delivery_cents') !== null || cellValue(cells, 'dealer_delivery_cents') !== null);
  return complete ? 'available' : 'data_missing';
}

/** Sum of base, additional and collected discounts in hundredths of a percent (leasing-math d). */
export function discountSum(cells: RowCells, columns: TableColumns): number {
  let sum = 0;
  const add = (field: DiscountCellField) => {
    const value = cells[field];
    if (typeof value === 'number') sum += value;
  };
  add('base_discount');
  ADDITIONAL_DISCOUNT_FIELDS.slice(0, columns.additionalDiscounts).forEach(add);
  COLLECTED_DISCOUNT_FIELDS.slice(0, columns.collectedDiscounts).forEach(add);
  return sum;
}
