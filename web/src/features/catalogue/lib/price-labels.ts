import { priceLabel, type CustomerGroup } from '@autoleasing/contracts';

/**
 * Price labels of spec 1: every amount on catalogue and car pages says whether it is net
 * ('netto', 'netto mtl.') for business customers or gross ('inkl. USt.', 'inkl. USt. mtl.') for
 * private customers, so a figure is never read in the wrong terms (issue 16).
 */
export function oneOffPriceLabel(group: CustomerGroup): string {
  return priceLabel(group);
}

/** The label under a monthly total. */
export function monthlyPriceLabel(group: CustomerGroup): string {
  return `${priceLabel(group)} mtl.`;
}

/** The suffix beside a rate on cards: the same words as under a total. */
export function rateSuffix(group: CustomerGroup): string {
  return monthlyPriceLabel(group);
}
