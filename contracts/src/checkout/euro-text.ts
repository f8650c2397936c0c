import { formatDecimal, parseGermanNumber } from '../format/number';

/**
 * Price text from a euro input (spec 5.3): the euro sign is stripped; a non-number gives 0.
 * German notation ('1.234,56') and plain notation ('1234.56') are both read, by the one German
 * number rule the dealer table and its spreadsheet import use too (parseGermanNumber).
 * Returns euros (a number with at most two decimals), not cents.
 */
export function parseEuroText(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? roundEuros(text) : 0;
  const euros = text == null ? null : parseGermanNumber(text);
  return euros === null || !Number.isFinite(euros) ? 0 : roundEuros(euros);
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
