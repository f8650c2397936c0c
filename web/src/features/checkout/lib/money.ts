import { formatCents } from '@autoleasing/contracts';

/** '€ 1.234,56' (spec 9) that never breaks between the sign and the amount. */
export function money(cents: number): string {
  return formatCents(cents).replace(' ', '\u00a0');
}
