/**
 * German numbers (spec 9): '1.234' and '3,49'. Building an Intl.NumberFormat costs far more than
 * formatting with one, and the discount grid and the catalogue format hundreds of numbers per
 * render, so each kind of formatter is built once.
 */
const countFormatter = new Intl.NumberFormat('de-DE');

/** A formatter per number of decimals, each built on first use (decimals, euros). */
export function formattersByDigits(build: (fractionDigits: number) => Intl.NumberFormat): (fractionDigits: number) => Intl.NumberFormat {
  const built: Intl.NumberFormat[] = [];
  return (fractionDigits) => (built[fractionDigits] ??= build(fractionDigits));
}

const decimalFormatter = formattersByDigits((digits) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits }));

/** A whole number with thousands dots: 1234 → '1.234' (counts, kilometres). */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}

/** A number with exactly `fractionDigits` decimals after a German comma: 0.289 → '0,29'. */
export function formatDecimal(value: number, fractionDigits: number): string {
  return decimalFormatter(fractionDigits).format(value);
}

/** A count with its noun in the right number: (1, 'Angebot', 'Angebote') → '1 Angebot', 1234 → '1.234 Angebote'. */
export function formatQuantity(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** '1 Angebot', '1.234 Angebote': the catalogue's offer counts (menus, cards, filters, page texts). */
export function formatOfferCount(value: number): string {
  return formatQuantity(value, 'Angebot', 'Angebote');
}

const THOUSANDS = /^[-+]?\d{1,3}(\.\d{3})+(,\d+)?$/;
const DECIMAL_COMMA = /^[-+]?\d+(,\d+)?$/;
const DECIMAL_POINT = /^[-+]?\d*\.\d+$/;

/**
 * A German number as people type or paste it (table cell, relative change, spreadsheet upload):
 * 7,5 · 1.234,50 · -0,25 · +1, with or without % or €. A point followed by groups of exactly three
 * digits groups thousands (1.234 = 1234); otherwise a lone point is a decimal point (7.5, as a
 * spreadsheet in English writes). Empty text and anything else is not a number: null.
 */
export function parseGermanNumber(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f%€]/g, '');
  if (THOUSANDS.test(cleaned)) return Number(cleaned.replace(/\./g, '').replace(',', '.'));
  if (DECIMAL_COMMA.test(cleaned)) return Number(cleaned.replace(',', '.'));
  if (DECIMAL_POINT.test(cleaned)) return Number(cleaned);
  return null;
}

/** Tolerance for values that went through a float multiplication on the client (12.34 × 100, 0,29 € × 100 = 28.999…). */
const SCALE_EPSILON = 1e-6;

/**
 * `value × factor` as a whole number (7.5 × 100 → 750), or null when it has more decimals than
 * the factor allows (7.505 × 100). The discount cells and relative changes read their stored
 * units by this one rule.
 */
export function scaledInteger(value: number, factor: number): number | null {
  const scaled = value * factor;
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < SCALE_EPSILON * Math.max(1, Math.abs(scaled)) ? rounded : null;
}
