import { formatEuro } from './money';

/**
 * Filter ranges end at a cap (e.g. budget € 5.000); a value at the cap means "and more", so it
 * gets a trailing '+' (spec 9). Values are euros; labels are rounded to whole euros.
 */
export function formatRangeValue(value: number, max: number, format: (value: number) => string = wholeEuro): string {
  return value >= max ? `${format(max)}+` : format(value);
}

/** '€ 100 – € 500', or '€ 100 – € 5.000+' when the upper end sits at the cap. */
export function formatPriceRange(from: number, to: number, max: number, format: (value: number) => string = wholeEuro): string {
  return `${format(from)} – ${formatRangeValue(to, max, format)}`;
}

function wholeEuro(value: number): string {
  return formatEuro(value, { fractionDigits: 0 });
}
