import type { DiscountCellField } from './fields';

/**
 * Per-cell rules of the dealer table (spec 5.4) that the web checks as the dealer types and the
 * server checks again on save (authoritative): the kind of a cell, its range and the German
 * messages. Ranges are in hundredths of what the dealer types: hundredths of a percent for percent
 * cells (the server's stored unit, 750 = 7,50 %) and cents for money cells (typed in euros).
 */
export type DiscountCellKind = 'percent' | 'cents' | 'boolean' | 'delivery_time';

export function discountCellKind(field: DiscountCellField): DiscountCellKind {
  switch (field) {
    case 'order_absolute_bonus_cents':
    case 'factory_delivery_cents':
    case 'dealer_delivery_cents':
    case 'stock_absolute_bonus_cents':
      return 'cents';
    case 'bafa_manufacturer_included':
    case 'available':
    case 'confirmed':
      return 'boolean';
    case 'delivery_time':
      return 'delivery_time';
    default:
      return 'percent';
  }
}

/** Cells a saved row must have (spec 5.4); one of the two delivery prices is required as well. */
export const REQUIRED_DISCOUNT_FIELDS: readonly DiscountCellField[] = ['base_discount', 'delivery_time', 'available'];

export type DiscountCellProblemCode = 'required' | 'not_a_number' | 'out_of_range' | 'step' | 'not_a_boolean' | 'invalid_choice' | 'unknown_column';

export const DISCOUNT_CELL_MESSAGES: Readonly<Record<DiscountCellProblemCode | 'delivery_pair', string>> = {
  required: 'Dieses Feld ist ein Pflichtfeld.',
  not_a_number: 'Bitte geben Sie eine Zahl ein.',
  out_of_range: 'Der Wert liegt außerhalb des erlaubten Bereichs.',
  step: 'Bitte geben Sie höchstens zwei Nachkommastellen ein.',
  not_a_boolean: 'Bitte wählen Sie Ja oder Nein.',
  invalid_choice: 'Bitte wählen Sie einen gültigen Wert.',
  unknown_column: 'Diese Spalte gibt es in der Tabelle nicht.',
  delivery_pair: 'Bitte geben Sie Werksabholung oder Händlerüberführung an.',
};

/** Range of a numeric cell in hundredths (see above); null max = no upper bound. */
export function discountCellRange(field: DiscountCellField): { min: number; max: number | null } {
  if (field === 'base_discount' || field.startsWith('additional_discounts_')) return { min: 0, max: 9999 };
  if (field === 'stock_discount_offset') return { min: -9999, max: 9999 };
  return { min: 0, max: null };
}

/** Whether a value in hundredths lies in the cell's range. */
export function isInDiscountCellRange(field: DiscountCellField, hundredths: number): boolean {
  const { min, max } = discountCellRange(field);
  return hundredths >= min && (max === null || hundredths <= max);
}

/** The German message for a value outside the range, with the bounds as the dealer types them ('99,99'). */
export function discountCellRangeMessage(field: DiscountCellField): string {
  const { min, max } = discountCellRange(field);
  const show = (hundredths: number) => (hundredths / 100).toFixed(2).replace('.', ',');
  return max === null ? `Der Wert darf nicht kleiner als ${show(min)} sein.` : `Bitte geben Sie einen Wert zwischen ${show(min)} und ${show(max)} ein.`;
}
