/**
 * German numbers (spec 9): '1.234' and '3,49'. Building an Intl.NumberFormat costs far more than
 * formatting with one, and the discount grid and the catalogue format hundreds of numbers per
 * render, so each kind of formatter is built once.
 */
const countFormatter = new Intl.NumberFormat('de-DE');
/** By number of decimals. */
const decimalFormatters: Intl.NumberFormat[] = [];

/** A whole number with thousands dots: 1234 → '1.234' (counts, kilometres). */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}

/** A number with exactly `fractionDigits` decimals after a German comma: 0.289 → '0,29'. */
export function formatDecimal(value: number, fractionDigits: number): string {
  decimalFormatters[fractionDigits] ??= new Intl.NumberFormat('de-DE', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  return decimalFormatters[fractionDigits].format(value);
}
