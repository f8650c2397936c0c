import { CAR_SPEC_COLOURS, FILTER_COLOURS } from './colours';

/**
 * The offer filters of spec 3.14 that the api checks and the web's filter UI offers: one copy, so a
 * value the page offers is never one the server refuses. The api is the authority on these values.
 */

/** The final offer's offer_type (spec 3.4): stock, or anything else (ordered, pre-ordered). */
export const OFFER_TYPES = ['stock', 'other'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Form of a slug (car series, article, brand path): the api knows which ones exist. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Colours a filter accepts: the filter palette and every colour a car spec can carry. */
export const OFFER_FILTER_COLOURS: readonly string[] = [...new Set<string>([...FILTER_COLOURS, ...CAR_SPEC_COLOURS])];

/** Yes/no filters of the filter panel (spec 3.14): only `true` narrows the list. */
export const OFFER_FLAG_FILTERS = ['hot_offer', 'insurance', 'service_package', 'configuration_package'] as const;
export type OfferFlagFilter = (typeof OFFER_FLAG_FILTERS)[number];

/**
 * Range filters with their upper bounds (spec 3.14, 9); a bound above them is a typo or an attack.
 * Anzahlung is in the group's terms (net for b2b, gross for b2c); downpayment_cents max 0 is
 * "ohne Anzahlung" (issue 16).
 */
export const OFFER_RANGE_CAPS = {
  finance_rate_cents: 500000,
  gross_finance_rate_cents: 500000,
  list_price_cents: 25000000,
  gross_list_price_cents: 25000000,
  horsepower: 800,
  downpayment_cents: 5000000,
} as const;
export type OfferRangeKey = keyof typeof OFFER_RANGE_CAPS;
export const OFFER_RANGE_KEYS = Object.keys(OFFER_RANGE_CAPS) as OfferRangeKey[];

/** A range filter bound as the query writes it: its number, or why it is refused. */
export type OfferRangeBound = { value: number } | { problem: 'not_whole_number' | 'above_cap' };

/**
 * One bound of a range filter (…_min / …_max): digits only, at most nine (negative, decimal,
 * exponent and non-numeric bounds are refused), and at most the key's OFFER_RANGE_CAPS. The api
 * answers a refused bound with its 400; the web's filter panel leaves it to the api.
 */
export function parseOfferRangeBound(key: OfferRangeKey, text: string): OfferRangeBound {
  if (!/^\d{1,9}$/.test(text)) return { problem: 'not_whole_number' };
  const value = Number(text);
  return value > OFFER_RANGE_CAPS[key] ? { problem: 'above_cap' } : { value };
}

/** Orders of the offer search (spec 9); the default is the group's own rate. */
export const OFFER_SORT_KEYS = ['finance_rate_cents', 'gross_finance_rate_cents', 'list_price_cents', 'gross_list_price_cents', 'horsepower', 'leasing_factor'] as const;
export type OfferSortKey = (typeof OFFER_SORT_KEYS)[number];
