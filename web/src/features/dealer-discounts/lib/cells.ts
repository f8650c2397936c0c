import {
  AVAILABLE_LABELS,
  DELIVERY_TIME_BANDS,
  DELIVERY_TIME_BAND_LABELS,
  formatCents,
  formatPercent,
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
export type CellKind = 'percent' | 'cents' | 'boolean' | 'delivery_time';

export const MISSING = '--';

export function cellKind(field: DiscountCellField): CellKind {
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

/** `additional_discounts_2` → ['additional_discounts', 2]; scalar fields → null. */
export function listField(field: DiscountCellField): ['additional_discounts' | 'collected_discounts', number] | null {
  const match = /^(additional_discounts|collected_discounts)_(\d)$/.exec(field);
  return match ? [match[1] as 'additional_discounts' | 'collected_discounts', Number(match[2])] : null;
}

export function rowValue(row: DiscountRowDto, field: DiscountCellField): DiscountCellValue {
  const list = listField(field);
  if (list) return row[list[0]][list[1]] ?? null;
  return row[field as keyof DiscountRowDto] as DiscountCellValue;
}

const BOOLEAN_LABELS: Partial<Record<DiscountCellField, { true: string; false: string }>> = {
  available: AVAILABLE_LABELS,
  bafa_manufacturer_included: { true: 'Ja', false: 'Nein' },
  confirmed: { true: 'Bestätigt', false: 'Nicht bestätigt' },
};

/** What a cell shows: '7,50 %', '€ 1.234,50', 'Bestellbar', '4–6 Wochen', '--'. */
export function formatCellValue(field: DiscountCellField, value: DiscountCellValue): string {
  if (value === null || value === undefined) return MISSING;
  switch (cellKind(field)) {
    case 'percent':
      return typeof value === 'number' ? formatPercent(value) : MISSING;
    case 'cents':
      return typeof value === 'number' ? formatCents(value) : MISSING;
    case 'boolean': {
      const labels = BOOLEAN_LABELS[field] ?? { true: 'Ja', false: 'Nein' };
      return value === true ? labels.true : labels.false;
    }
    case 'delivery_time':
      return DELIVERY_TIME_BAND_LABELS[value as DeliveryTimeBand] ?? MISSING;
  }
}

const plainNumber = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** The text an editor starts with: '7,50' for 7.5 %, '12,50' for 1250 cents, 'true', a band key, ''. */
export function editText(field: DiscountCellField, value: DiscountCellValue): string {
  if (value === null || value === undefined) return '';
  switch (cellKind(field)) {
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

/**
 * A number as typed or pasted from a German spreadsheet: '7,5', '1.234,56', '€ 12,50', '5 %'.
 * A lone dot followed by three digits is a thousands separator ('1.500'); otherwise a dot is a
 * decimal point ('7.5' from an English sheet). NaN when it is not a number; null when empty.
 */
export function parseGermanNumber(text: string): number | null {
  let clean = text.replace(/[€%\s\u00a0\u202f]/g, '').replace(/^\+/, '');
  if (clean === '') return null;
  if (clean.includes(',')) {
    clean = clean.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(clean)) {
    clean = clean.replace(/\./g, '');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(clean)) return Number.NaN;
  return Number(clean);
}

/** Choice cells accept their key or their German label when typed or pasted. */
export function normaliseChoice(field: DiscountCellField, text: string): string {
  const value = text.trim();
  const lower = value.toLowerCase();
  if (cellKind(field) === 'boolean') {
    const labels = BOOLEAN_LABELS[field] ?? { true: 'Ja', false: 'Nein' };
    if (['true', '1', 'ja', labels.true.toLowerCase()].includes(lower)) return 'true';
    if (['false', '0', 'nein', labels.false.toLowerCase()].includes(lower)) return 'false';
    return value;
  }
  if (cellKind(field) === 'delivery_time') {
    const band = DELIVERY_TIME_BANDS.find((key) => key === value || DELIVERY_TIME_BAND_LABELS[key].toLowerCase() === lower);
    return band ?? value;
  }
  return value;
}

/** The value sent on save: euros back to cents, '' to null (the server applies 5.4's empty rules). */
export function apiValue(field: DiscountCellField, text: string): DiscountCellValue {
  const kind = cellKind(field);
  if (kind === 'boolean') return text === '' ? null : text === 'true';
  if (kind === 'delivery_time') return text === '' ? null : (text as DeliveryTimeBand);
  const number = parseGermanNumber(text);
  if (number === null || Number.isNaN(number)) return null;
  return kind === 'cents' ? Math.round(number * 100) : Math.round(number * 100) / 100;
}

/** German messages of the server's cell checks (spec 5.4). */
export const CELL_MESSAGES = {
  required: 'Dieses Feld ist ein Pflichtfeld.',
  notANumber: 'Bitte geben Sie eine Zahl ein.',
  step: 'Bitte geben Sie höchstens zwei Nachkommastellen ein.',
  invalidChoice: 'Bitte wählen Sie einen gültigen Wert.',
  deliveryPair: 'Bitte geben Sie Werksabholung oder Händlerüberführung an.',
} as const;

function range(field: DiscountCellField): { min: number; max: number | null } {
  if (field === 'base_discount' || field.startsWith('additional_discounts_')) return { min: 0, max: 99.99 };
  if (field === 'stock_discount_offset') return { min: -99.99, max: 99.99 };
  return { min: 0, max: null };
}

const show = (n: number) => n.toFixed(2).replace('.', ',');

/** Required fields of spec 5.4. */
const REQUIRED: readonly DiscountCellField[] = ['base_discount', 'delivery_time', 'available'];

/** Spec 5.4 for one cell as typed (the server checks again and is authoritative). */
export function validateCell(field: DiscountCellField, text: string): string | null {
  const kind = cellKind(field);
  if (text.trim() === '') return REQUIRED.includes(field) ? CELL_MESSAGES.required : null;
  if (kind === 'boolean') return text === 'true' || text === 'false' ? null : CELL_MESSAGES.invalidChoice;
  if (kind === 'delivery_time') return (DELIVERY_TIME_BANDS as readonly string[]).includes(text) ? null : CELL_MESSAGES.invalidChoice;
  const number = parseGermanNumber(text);
  if (number === null || Number.isNaN(number)) return CELL_MESSAGES.notANumber;
  if (Math.abs(Math.round(number * 100) - number * 100) > 1e-6) return CELL_MESSAGES.step;
  const { min, max } = range(field);
  if (number < min || (max !== null && number > max)) {
    return max === null ? `Der Wert darf nicht kleiner als ${show(min)} sein.` : `Bitte geben Sie einen Wert zwischen ${show(min)} und ${show(max)} ein.`;
  }
  return null;
}
