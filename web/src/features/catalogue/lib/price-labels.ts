import type { CustomerGroup } from '@autoleasing/contracts';

/**
 * Price labels of spec 1: b2b sees net figures ('netto', 'netto mtl.'), b2c gross ones
 * ('Inkl. USt.', 'Inkl. USt/mtl.', and the short 'mtl.' beside a rate on cards).
 */
export function oneOffPriceLabel(group: CustomerGroup): string {
  return group === 'b2b' ? 'netto' : 'Inkl. USt.';
}

/** The label under a monthly total. */
export function monthlyPriceLabel(group: CustomerGroup): string {
  return group === 'b2b' ? 'netto mtl.' : 'Inkl. USt/mtl.';
}

/** The short suffix beside a rate on cards. */
export function rateSuffix(group: CustomerGroup): string {
  return group === 'b2b' ? 'netto mtl.' : 'mtl.';
}
