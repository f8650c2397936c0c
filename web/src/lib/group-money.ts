import { formatCents, priceLabel, type CustomerGroup } from '@autoleasing/contracts';

/** '€ 1.234,56' (spec 9) that never breaks between the sign and the amount. */
export function money(cents: number): string {
  return formatCents(cents).replace(' ', '\u00a0');
}

/**
 * An amount with its group's label (spec 1): '€ 1.416,10 inkl. USt.' for private customers,
 * '€ 1.190,00 netto' for business ones; `monthly` adds 'mtl.'. Amounts given here are already in
 * the group's terms (the API answers gross for b2c), so the label only says what they are.
 */
export function groupMoney(cents: number, group: CustomerGroup, options: { monthly?: boolean } = {}): string {
  return `${money(cents)} ${priceLabel(group)}${options.monthly ? ' mtl.' : ''}`;
}
