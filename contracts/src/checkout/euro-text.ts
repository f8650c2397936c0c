import { formatDecimal } from '../format/number';

/**
 * Price text from a euro input (spec 5.3): the euro sign is stripped; a non-number gives 0.
 * German notation ('1.234,56') and plain notation ('1234.56') are both read.
 * Returns euros (a number with at most two decimals), not cents.
 */
export function parseEuroText(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? roundEuros(text) : 0;
  if (text == null) return 0;
  let value = text.replace(/€/g, '').replace(/[\s\u00a0\u202f]/g, '');
  if (value === '') return 0;
  if (value.includes(',')) {
    value = value.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(value)) {
    // '1.234' is German for one thousand two hundred thirty-four.
    value = value.replace(/\./g, '');
  }
  if (!/^-?\d+(\.\d+)?$/.test(value)) return 0;
  const euros = Number(value);
  return Number.isFinite(euros) ? roundEuros(euros) : 0;
}

/** Euros from a euro input in whole cents (rounded to the nearest cent). */
export function euroTextToCents(text: string | number | null | undefined): number {
  return Math.round(parseEuroText(text) * 100);
}

/** Cents as the text of a German euro input ('2.975,00'), which euroTextToCents reads back. */
export function centsToEuroText(cents: number): string {
  return formatDecimal(cents / 100, 2);
}

function roundEuros(euros: number): number {
  return Math.round(euros * 100) / 100;
}
