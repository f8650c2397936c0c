import {
  DELIVERY_TIME_BANDS,
  DISCOUNT_CELL_MESSAGES,
  REQUIRED_DISCOUNT_FIELDS,
  discountCellKind,
  discountCellRangeMessage,
  isInDiscountCellRange,
  parseDeliveryBand,
  parseDiscountBoolean,
  parseDiscountListField,
  parseGermanNumber,
  type DeliveryTimeBand,
  type DiscountCellField,
  type DiscountCellValue,
  type DiscountRowDto,
} from '@autoleasing/contracts';

/**
 * The cells of the dealer table (spec 3.11, 5.4): how a value is shown, edited, checked and sent.
 * Percent values are numbers (7.5); money arrives in cents, is shown and typed in euros and is
 * multiplied back by 100 on save. Missing values show as '--'.
 */

export function rowValue(row: DiscountRowDto, field: DiscountCellField): DiscountCellValue {
  const list = parseDiscountListField(field);
  if (list) return row[list[0]][list[1]] ?? null;
  return row[field as keyof DiscountRowDto] as DiscountCellValue;
}

const plainNumber = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** The text an editor starts with: '7,50' for 7.5 %, '12,50' for 1250 cents, 'true', a band key, ''. */
export function editText(field: DiscountCellField, value: DiscountCellValue): string {
  if (value === null || value === undefined) return '';
  switch (discountCellKind(field)) {
    case 'percent':
      return typeof value === 'number' ? plainNumber.format(value) : '';
    case 'cents':
      return typeof value === 'number' ? plainNumber.format(value / 100) : '';
    case 'boolean':
      return value === true ? 'true' : 'false';
    case 'delivery_time':
      return String(value);
  }
}

/** Choice cells accept their key or their German label when typed or pasted (contracts reads both, as the upload does). */
export function normaliseChoice(field: DiscountCellField, text: string): string {
  const value = text.trim();
  if (discountCellKind(field) === 'boolean') {
    const flag = parseDiscountBoolean(field, value);
    return flag === null ? value : String(flag);
  }
  if (discountCellKind(field) === 'delivery_time') return parseDeliveryBand(value) ?? value;
  return value;
}

/** The value sent on save: euros back to cents, '' to null (the server applies 5.4's empty rules). */
export function apiValue(field: DiscountCellField, text: string): DiscountCellValue {
  const kind = discountCellKind(field);
  if (kind === 'boolean') return text === '' ? null : text === 'true';
  if (kind === 'delivery_time') return text === '' ? null : (text as DeliveryTimeBand);
  const number = parseGermanNumber(text);
  if (number === null) return null;
  return kind === 'cents' ? Math.round(number * 100) : Math.round(number * 100) / 100;
}

/** Spec 5.4 for one cell as typed (the server checks again and is authoritative). */
export function validateCell(field: DiscountCellField, text: string): string | null {
  const kind = discountCellKind(field);
  if (text.trim() === '') return REQUIRED_DISCOUNT_FIELDS.includes(field) ? DISCOUNT_CELL_MESSAGES.required : null;
  if (kind === 'boolean') return text === 'true' || text === 'false' ? null : DISCOUNT_CELL_MESSAGES.invalid_choice;
  if (kind === 'delivery_time') return (DELIVERY_TIME_BANDS as readonly string[]).includes(text) ? null : DISCOUNT_CELL_MESSAGES.invalid_choice;
  const number = parseGermanNumber(text);
  if (number === null) return DISCOUNT_CELL_MESSAGES.not_a_number;
  const hundredths = number * 100;
  if (Math.abs(Math.round(hundredths) - hundredths) > 1e-6) return DISCOUNT_CELL_MESSAGES.step;
  // Percent and euros are both typed with two decimals; the range is in hundredths of either.
  return isInDiscountCellRange(field, Math.round(hundredths)) ? null : discountCellRangeMessage(field);
}
