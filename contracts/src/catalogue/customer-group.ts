/** Customer groups (spec 3.14): b2b business customers see net prices, b2c private customers gross. */
export const CUSTOMER_GROUPS = ['b2b', 'b2c'] as const;
export type CustomerGroup = (typeof CUSTOMER_GROUPS)[number];

/** The spec's default group when none is chosen (spec 9). */
export const DEFAULT_CUSTOMER_GROUP: CustomerGroup = 'b2b';

/** Old URLs use B (Business) and P (Privat); both spellings stay valid (spec 5.1). */
export const CUSTOMER_GROUP_URL_VALUES: Readonly<Record<CustomerGroup, 'B' | 'P'>> = { b2b: 'B', b2c: 'P' };

/**
 * Spec 1: the price label of a group: 'netto' for business customers, 'inkl. USt.' for private ones.
 * Here rather than beside the order totals: every page's header shows it, the totals only checkout.
 */
export function priceLabel(group: CustomerGroup): string {
  return group === 'b2b' ? 'netto' : 'inkl. USt.';
}

export const CUSTOMER_GROUP_LABELS: Readonly<Record<CustomerGroup, string>> = {
  b2b: 'Geschäftskunden',
  b2c: 'Privatkunden',
};

/** Which groups an offer is open to. */
export const OFFER_CUSTOMER_GROUPS = ['b2b', 'b2c', 'both'] as const;
export type OfferCustomerGroups = (typeof OFFER_CUSTOMER_GROUPS)[number];

export function isCustomerGroup(value: unknown): value is CustomerGroup {
  return typeof value === 'string' && (CUSTOMER_GROUPS as readonly string[]).includes(value);
}

/** Accepts b2b, b2c, B and P; anything else is undefined (the caller redirects to /error?code=1). */
export function parseCustomerGroup(value: unknown): CustomerGroup | undefined {
  if (value === 'B') return 'b2b';
  if (value === 'P') return 'b2c';
  return isCustomerGroup(value) ? value : undefined;
}
