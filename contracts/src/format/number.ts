/**
 * German numbers (spec 9): '1.234' and '3,49'. Building an Intl.NumberFormat costs far more than
 * formatting with one, and the discount grid and the catalogue format hundreds of numbers per
 * render, so each kind of formatter is built once.
 */
const countFormatter = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const decimalFormatters = new Map<number, Intl.NumberFormat>();

/** A whole number with thousands dots: 1234 → '1.234' (counts, kilometres). */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}

/** A number with exactly `fractionDigits` decimals after a German comma: 0.289 → '0,29'. */
export function formatDecimal(value: number, fractionDigits: number): string {
  let formatter = decimalFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    decimalFormatters.set(fractionDigits, formatter);
  }
  return formatter.format(value);
}
