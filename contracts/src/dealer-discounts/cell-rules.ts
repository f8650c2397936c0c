import { DELIVERY_TIME_BAND_LABELS, DELIVERY_TIME_BANDS, type DeliveryTimeBand } from '../catalogue/delivery';
import type { RelativeDiscountField } from './api';
import { DISCOUNT_BOOLEAN_LABELS, DISCOUNT_CELL_FIELDS, type DiscountCellField } from './fields';

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

/** The money cells (cents; stored as bigint, so the database hands them back as text). */
export const CENTS_DISCOUNT_FIELDS: readonly DiscountCellField[] = DISCOUNT_CELL_FIELDS.filter((field) => discountCellKind(field) === 'cents');

/** Percent and money cells: the ones a relative change ('± Prozentpunkte', '± €') or a campaign may set. */
export function isRelativeDiscountField(field: DiscountCellField): field is RelativeDiscountField {
  const kind = discountCellKind(field);
  return kind === 'percent' || kind === 'cents';
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

const YES = ['ja', 'j', 'yes', 'true', 'wahr', 'x', '1'];
const NO = ['nein', 'n', 'no', 'false', 'falsch', '0'];

/** A yes/no cell as typed or pasted: Ja/Nein and their usual spellings, or the cell's own labels ('Bestellbar'). */
export function parseDiscountBoolean(field: DiscountCellField, text: string): boolean | null {
  const lower = text.trim().toLowerCase();
  const labels = DISCOUNT_BOOLEAN_LABELS[field];
  if (YES.includes(lower) || (labels && labels.true.toLowerCase() === lower)) return true;
  if (NO.includes(lower) || (labels && labels.false.toLowerCase() === lower)) return false;
  return null;
}

/** A delivery band by its key or its German label ('2–3 Monate', also typed with a hyphen). */
export function parseDeliveryBand(text: string): DeliveryTimeBand | null {
  const lower = text.trim().toLowerCase();
  return DELIVERY_TIME_BANDS.find((band) => band === lower || [DELIVERY_TIME_BAND_LABELS[band], DELIVERY_TIME_BAND_LABELS[band].replace('–', '-')].some((label) => label.toLowerCase() === lower)) ?? null;
}
