import {
  ADDITIONAL_DISCOUNT_FIELDS,
  COLLECTED_DISCOUNT_FIELDS,
  DELIVERY_TIME_BANDS,
  DISCOUNT_CELL_MESSAGES,
  discountCellKind,
  discountCellOrDefault,
  discountCellRangeMessage,
  emptyDiscountValueOnSave,
  isInDiscountCellRange,
  scaledInteger,
  type DiscountCellProblemCode,
  type DeliveryTimeBand,
  type DiscountCellField,
  type DiscountCellValue,
  type DiscountRowCells,
  type DiscountTableColumns,
  isDiscountCellField,
} from '@autoleasing/contracts';

/**
 * Units of a discount cell. Commands speak the API's units (percent as 7.5, money in cents);
 * events and state store percent as integer hundredths (750) so sums and comparisons never drift
 * the way binary floats do (0.1 + 0.2). `toStoredValue`/`fromStoredValue` convert at the edge.
 */
export type StoredCellValue = DiscountCellValue;

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

export type Conversion = { ok: true; value: StoredCellValue } | { ok: false; code: CellProblem['code'] };

/**
 * API value → stored value, with the per-cell rules of spec 5.4 that need no other cell (type,
 * range, step). Empty (null, undefined, '') becomes the field's empty value on save.
 */
export function toStoredValue(field: DiscountCellField, value: unknown): Conversion {
  if (value === null || value === undefined || value === '') return { ok: true, value: emptyDiscountValueOnSave(field) };
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
  const stored = scaledInteger(number, kind === 'percent' ? 100 : 1);
  if (stored === null) return { ok: false, code: 'step' };
  if (!isInDiscountCellRange(field, stored) || !Number.isSafeInteger(stored)) return { ok: false, code: 'out_of_range' };
  return { ok: true, value: stored };
}

/** Stored value → API value (hundredths → 7.5). */
export function fromStoredValue(field: DiscountCellField, value: StoredCellValue): DiscountCellValue {
  if (value === null) return null;
  return discountCellKind(field) === 'percent' && typeof value === 'number' ? value / 100 : value;
}

/**
 * The whole-row rules of spec 5.4 for a row someone saved: base_discount and delivery_time are
 * required (a saved empty available became false, so it is missing only when never given), and factory and dealer
 * delivery each need a value when the other is empty.
 */
export function rowProblems(carModelId: string, cells: DiscountRowCells): CellProblem[] {
  const problems: CellProblem[] = [];
  if (discountCellOrDefault(cells, 'base_discount') === null) problems.push(cellProblem(carModelId, 'base_discount', 'required'));
  if (discountCellOrDefault(cells, 'delivery_time') === null) problems.push(cellProblem(carModelId, 'delivery_time', 'required'));
  if (cells.available === undefined || cells.available === null) problems.push(cellProblem(carModelId, 'available', 'required'));
  if (discountCellOrDefault(cells, 'factory_delivery_cents') === null && discountCellOrDefault(cells, 'dealer_delivery_cents') === null) {
    const message = DISCOUNT_CELL_MESSAGES.delivery_pair;
    problems.push(cellProblem(carModelId, 'factory_delivery_cents', 'required', message));
    problems.push(cellProblem(carModelId, 'dealer_delivery_cents', 'required', message));
  }
  return problems;
}

/** Whether a column exists in this scope: additional columns per layout, collected per brand. */
export function columnExists(field: DiscountCellField, columns: DiscountTableColumns): boolean {
  const additional = ADDITIONAL_DISCOUNT_FIELDS.indexOf(field as (typeof ADDITIONAL_DISCOUNT_FIELDS)[number]);
  if (additional >= 0) return additional < columns.additionalDiscounts;
  const collected = COLLECTED_DISCOUNT_FIELDS.indexOf(field as (typeof COLLECTED_DISCOUNT_FIELDS)[number]);
  if (collected >= 0) return collected < columns.collectedDiscounts;
  return true;
}

