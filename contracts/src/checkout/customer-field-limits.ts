import { formatCount } from '../format/number';

/**
 * Limits of the checkout's numeric customer fields (spec 5.2 leaves them open: ours). One owner:
 * the web checks them at the field, the api again on save (authoritative, 422 with these codes and
 * German messages). The api's limits won where the two differed: a household supporting more
 * than 20 children is a typing mistake, not a case a leasing bank's credit check takes, and no
 * monthly euro amount of a private or owner's budget reaches 10 million.
 */
export const MAX_CHILDREN_TO_SUPPORT = 20;

/** Upper bound of every euro amount of the customer details (euros: request bodies carry euros, contracts money convention). */
export const MAX_CUSTOMER_AMOUNT_EUROS = 10_000_000;

/**
 * Money fields that must be above 0: the private customer's net monthly income is the heart of
 * the Selbstauskunft. The owner's income of business details stays optional (spec 5.2: 0 when missing).
 */
export const POSITIVE_CUSTOMER_AMOUNT_FIELDS: readonly string[] = ['monthly_income'];

/** The children fields of the customer details (private personal details, owner details). */
export const CHILDREN_COUNT_FIELDS: readonly string[] = ['number_of_children_to_support', 'manager_number_of_children_to_support'];

/** Also the api's detail codes. */
export type CustomerLimitProblem = 'children_count' | 'amount_negative' | 'amount_not_positive' | 'amount_too_large';

export const CUSTOMER_LIMIT_MESSAGES: Readonly<Record<CustomerLimitProblem, string>> = {
  children_count: `Bitte geben Sie eine ganze Zahl von 0 bis ${MAX_CHILDREN_TO_SUPPORT} ein.`,
  amount_negative: 'Bitte geben Sie einen Betrag von 0 € oder mehr ein.',
  amount_not_positive: 'Bitte geben Sie einen Betrag größer als 0 € ein.',
  amount_too_large: `Bitte geben Sie einen Betrag von höchstens ${formatCount(MAX_CUSTOMER_AMOUNT_EUROS)} € ein.`,
};

/**
 * Number of children to support: a whole number from 0 to 20. Text (as typed in the web form)
 * must be digits only, surrounding spaces aside.
 */
export function childrenCountProblem(value: number | string): 'children_count' | undefined {
  if (typeof value === 'string' && !/^\d+$/.test(value.trim())) return 'children_count';
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 && count <= MAX_CHILDREN_TO_SUPPORT ? undefined : 'children_count';
}

/** A euro amount of the customer details: 0 (above 0 for the fields that need it) up to the cap. */
export function customerAmountProblem(field: string, euros: number): Exclude<CustomerLimitProblem, 'children_count'> | undefined {
  // Written so that NaN counts as negative and Infinity as too large.
  if (!(euros >= 0)) return 'amount_negative';
  if (euros > MAX_CUSTOMER_AMOUNT_EUROS) return 'amount_too_large';
  if (euros === 0 && POSITIVE_CUSTOMER_AMOUNT_FIELDS.includes(field)) return 'amount_not_positive';
  return undefined;
}
