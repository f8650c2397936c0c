/** The largest amount a checkout request may state, in cents (100 million euros): a bound for validation, not a business rule. */
export const CENTS_MAX = 100_000_000_00;
