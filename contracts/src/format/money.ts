import { formattersByDigits } from './number';

/**
 * Money display (spec 9): German digits with the euro sign in front, '€ 1.234,56'.
 * Intl puts the sign behind the number with a no-break space ('1.234,56 €'), so the string is
 * rebuilt from formatToParts: only the number parts are kept and the prefix is added by hand.
 */
export interface EuroFormatOptions {
  /** Digits after the comma; 2 by default, 0 for rounded labels such as filter ranges. */
  fractionDigits?: number;
}

const euroFormatter = formattersByDigits(
  (digits) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

const NUMBER_PARTS = new Set<Intl.NumberFormatPartTypes>(['minusSign', 'integer', 'group', 'decimal', 'fraction']);

/** Euros (not cents) as '€ 1.234,56'; negative amounts read '€ -1.234,56'. */
export function formatEuro(euros: number, options: EuroFormatOptions = {}): string {
  const parts = euroFormatter(options.fractionDigits ?? 2).formatToParts(euros);
  // Keep digits, separators and the minus only: the currency sign and the no-break space Intl
  // adds would otherwise end up behind the number.
  const number = parts
    .filter((part) => NUMBER_PARTS.has(part.type))
    .map((part) => part.value)
    .join('');
  return `€ ${number}`;
}

/** Money is held in integer cents everywhere; euros exist only at the edges. */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

export function formatCents(cents: number, options: EuroFormatOptions = {}): string {
  return formatEuro(centsToEuros(cents), options);
}
