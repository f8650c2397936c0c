import { COLLECTED_DISCOUNT_LABELS } from '../catalogue/brands';
import type { DeliveryTimeBand } from '../catalogue/delivery';

/**
 * The cells of one dealer discount row (spec 3.11, 5.4). Percent values are plain numbers with at
 * most two decimals (7.5 = 7,50 %); money is integer cents (the table shows euros and multiplies
 * back on save, spec 3.11). A cell is addressed by its field name; list cells by `<list>_<index>`
 * (additional_discounts_0 … _4, collected_discounts_0 … _1) as in the spec's column names.
 */
export const MAX_ADDITIONAL_DISCOUNTS = 5;
/** The first additional column always exists; the add button shows while fewer than 4 exist beyond it (spec 2.5). */
export const MIN_ADDITIONAL_DISCOUNTS = 1;

export const SCALAR_DISCOUNT_FIELDS = [
  'base_discount',
  'order_absolute_bonus_cents',
  'bafa_manufacturer_included',
  'factory_delivery_cents',
  'dealer_delivery_cents',
  'delivery_time',
  'stock_discount_offset',
  'stock_absolute_bonus_cents',
  'available',
  'confirmed',
] as const;
export type ScalarDiscountField = (typeof SCALAR_DISCOUNT_FIELDS)[number];

export type AdditionalDiscountField = `additional_discounts_${0 | 1 | 2 | 3 | 4}`;
export type CollectedDiscountField = `collected_discounts_${0 | 1}`;
export type DiscountCellField = ScalarDiscountField | AdditionalDiscountField | CollectedDiscountField;

export const ADDITIONAL_DISCOUNT_FIELDS: readonly AdditionalDiscountField[] = [
  'additional_discounts_0',
  'additional_discounts_1',
  'additional_discounts_2',
  'additional_discounts_3',
  'additional_discounts_4',
];
export const COLLECTED_DISCOUNT_FIELDS: readonly CollectedDiscountField[] = ['collected_discounts_0', 'collected_discounts_1'];

export const DISCOUNT_CELL_FIELDS: readonly DiscountCellField[] = [
  ...SCALAR_DISCOUNT_FIELDS,
  ...ADDITIONAL_DISCOUNT_FIELDS,
  ...COLLECTED_DISCOUNT_FIELDS,
];

export function isDiscountCellField(value: unknown): value is DiscountCellField {
  return typeof value === 'string' && (DISCOUNT_CELL_FIELDS as readonly string[]).includes(value);
}

export type DiscountListName = 'additional_discounts' | 'collected_discounts';

/** A list cell's name → its list and index (`additional_discounts_2` → ['additional_discounts', 2]); any other name → null. */
export function parseDiscountListField(field: string): [DiscountListName, number] | null {
  const match = /^(additional_discounts|collected_discounts)_(\d)$/.exec(field);
  return match ? [match[1] as DiscountListName, Number(match[2])] : null;
}

/** Value of one cell: numbers for percent and cents, a band for delivery_time, booleans for flags. */
export type DiscountCellValue = number | boolean | DeliveryTimeBand | null;

/** Brand-specific collected discount columns (spec 3.11, labels in catalogue/brands); other brands have none. */
export function collectedDiscountLabels(manufacturerSlug: string): readonly string[] {
  return COLLECTED_DISCOUNT_LABELS[manufacturerSlug] ?? [];
}

/** German column headers of the dealer table. */
export const DISCOUNT_FIELD_LABELS: Readonly<Record<ScalarDiscountField, string>> = {
  base_discount: 'Basisnachlass',
  order_absolute_bonus_cents: 'Bestellprämie',
  bafa_manufacturer_included: 'BAFA Herstelleranteil enthalten',
  factory_delivery_cents: 'Werksabholung',
  dealer_delivery_cents: 'Händlerüberführung',
  delivery_time: 'Lieferzeit',
  stock_discount_offset: 'Lagernachlass-Abweichung',
  stock_absolute_bonus_cents: 'Lagerprämie',
  available: 'Bestellbar',
  confirmed: 'Bestätigt',
};

export function additionalDiscountLabel(index: number): string {
  return `Zusatznachlass ${index + 1}`;
}

/** Row status dot (spec 2.5). */
export const DISCOUNT_ROW_STATES = ['available', 'data_missing', 'unavailable'] as const;
export type DiscountRowState = (typeof DISCOUNT_ROW_STATES)[number];

/** Short German name of a row status: the dealer table's legend, the admin filter and the sheet's Status column. */
export const DISCOUNT_ROW_STATE_LABELS: Readonly<Record<DiscountRowState, string>> = {
  available: 'Bestellbar, Daten vollständig',
  data_missing: 'Daten unvollständig',
  unavailable: 'Nicht bestellbar',
};

export const DISCOUNT_ROW_STATE_TOOLTIPS: Readonly<Record<DiscountRowState, string>> = {
  available: 'Fahrzeug bestellbar - Daten vollständig',
  data_missing:
    'Daten unvollständig - bitte füllen sie die fehlenden Felder aus, damit wir das Fahrzeug anbieten können.',
  unavailable: 'Fahrzeug nicht bestellbar',
};

/** Orderable labels (spec 3.14). */
export const AVAILABLE_LABELS = { true: 'Bestellbar', false: 'Nicht bestellbar' } as const;

export const CONFIRM_LABELS = { action: 'Bestätigen', done: 'Bestätigt' } as const;

/** How the yes/no cells read (others: Ja/Nein); typed or pasted, these labels are read back too. */
export const DISCOUNT_BOOLEAN_LABELS: Readonly<Partial<Record<DiscountCellField, { true: string; false: string }>>> = {
  available: AVAILABLE_LABELS,
  bafa_manufacturer_included: { true: 'Ja', false: 'Nein' },
  confirmed: { true: CONFIRM_LABELS.done, false: 'Nicht bestätigt' },
};
