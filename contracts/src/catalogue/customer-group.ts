/** Customer groups (spec 3.14): b2b business customers see net prices, b2c private customers gross. */
export const CUSTOMER_GROUPS = ['b2b', 'b2c'] as const;
export type CustomerGroup = (typeof CUSTOMER_GROUPS)[number];

/** The spec's default group when none is chosen (spec 9). */
export const DEFAULT_CUSTOMER_GROUP: CustomerGroup = 'b2b';

/** The URL's customer_type: B (Business) or P (Privat). */
export type CustomerType = 'B' | 'P';

/** Old URLs use B (Business) and P (Privat); both spellings stay valid (spec 5.1). */
export const CUSTOMER_GROUP_URL_VALUES: Readonly<Record<CustomerGroup, CustomerType>> = { b2b: 'B', b2c: 'P' };

/** Every spelling of a group that customer_group may carry (spec 5.1): b2b, b2c, B and P. */
export const CUSTOMER_GROUP_INPUTS: readonly (CustomerGroup | CustomerType)[] = [...CUSTOMER_GROUPS, ...CUSTOMER_GROUPS.map((group) => CUSTOMER_GROUP_URL_VALUES[group])];

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

/** customer_type: accepts exactly B and P (case-sensitive); anything else is undefined. */
export function parseCustomerType(value: unknown): CustomerGroup | undefined {
  return CUSTOMER_GROUPS.find((group) => CUSTOMER_GROUP_URL_VALUES[group] === value);
}

/** customer_group: accepts b2b, b2c, B and P (case-sensitive); anything else is undefined (the caller redirects to /error?code=1). */
export function parseCustomerGroup(value: unknown): CustomerGroup | undefined {
  return isCustomerGroup(value) ? value : parseCustomerType(value);
}
