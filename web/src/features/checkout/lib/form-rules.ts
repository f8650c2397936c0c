import {
  CARD_FIELD_MESSAGES,
  CHECKOUT_DATE_ERROR_MESSAGES,
  CUSTOMER_FIELD_MESSAGES,
  CUSTOMER_LIMIT_MESSAGES,
  GERMAN_DATE_ERROR_MESSAGES,
  MAX_CUSTOMER_AGE,
  berlinCalendarDate,
  birthdayAgeProblem,
  cardExpiryProblem,
  childrenCountProblem,
  customerAmountProblem,
  isValidCardCvc,
  isValidCardNumber,
  isValidIban,
  isValidPhone,
  isValidPostalCode,
  parseEuroText,
  validateEmployedSince,
  validateFoundedAt,
  validateGermanDate,
  validateLivedSince,
  yearsBefore,
  type ApiErrorDetail,
  type CalendarDate,
  type CheckoutDateError,
} from '@autoleasing/contracts';

/**
 * Field rules of the checkout forms (spec 5.2 leaves them open; these match the API's rules so
 * the customer learns of a mistake at the field, before sending). Each returns the German
 * message or true, as react-hook-form's `validate` expects.
 */
export type Rule = (value: string) => true | string;

export const today = (): CalendarDate => berlinCalendarDate(new Date());

export const required =
  (message = 'Bitte füllen Sie dieses Feld aus.'): Rule =>
  (value) =>
    (value ?? '').trim() !== '' || message;

/** The api's rules, from contracts. */
export const postalCode: Rule = (value) => isValidPostalCode(value ?? '') || CUSTOMER_FIELD_MESSAGES.postal_code;

export const phone: Rule = (value) => isValidPhone(value ?? '') || CUSTOMER_FIELD_MESSAGES.phone;

export const iban: Rule = (value) => isValidIban(value ?? '') || CUSTOMER_FIELD_MESSAGES.iban;

/** Spec 5.3: DD.MM.YYYY, a real date, in the past, not before the lower bound. */
export const germanDate =
  (options: { lowerBound?: (today: CalendarDate) => CalendarDate; adult?: boolean; now?: () => CalendarDate } = {}): Rule =>
  (value) => {
    const day = (options.now ?? today)();
    const problem = validateGermanDate(value, { today: day, lowerBound: options.lowerBound?.(day) });
    if (problem) return GERMAN_DATE_ERROR_MESSAGES[problem];
    // Above 100 years the lower bound has answered already.
    if (options.adult && birthdayAgeProblem(value, day) === 'too_young') return CUSTOMER_FIELD_MESSAGES.too_young;
    return true;
  };

export const birthday = (now?: () => CalendarDate) => germanDate({ lowerBound: (d) => yearsBefore(d, MAX_CUSTOMER_AGE), adult: true, now });

const dateMessage = (problem: CheckoutDateError | undefined): true | string => (problem ? CHECKOUT_DATE_ERROR_MESSAGES[problem] : true);

/** "Wohnhaft dort seit" (the API's rule, from contracts): in the past, not before the birthday typed in the same form. */
export const livedSince =
  (birthdayOf: () => string | undefined, now?: () => CalendarDate): Rule =>
  (value) =>
    dateMessage(validateLivedSince(value, (now ?? today)(), birthdayOf()));

/** "Beschäftigt seit" (the API's rule): in the past, not before the 14th birthday saved with the personal details. */
export const employedSince =
  (birthday: string | undefined, now?: () => CalendarDate): Rule =>
  (value) =>
    dateMessage(validateEmployedSince(value, (now ?? today)(), birthday));

/** "Gegründet am" (the API's rule): not in the future, not before 1800. */
export const foundedAt =
  (now?: () => CalendarDate): Rule =>
  (value) =>
    dateMessage(validateFoundedAt(value, (now ?? today)()));

/**
 * Euro inputs (spec 5.3): the euro sign is stripped; a non-number counts as 0. The limits are the
 * API's (contracts): 0 up to 10 million euros, above 0 for the fields that need it (the field's name says which).
 */
export const euroAmount =
  (field: string): Rule =>
  (value) => {
    const problem = customerAmountProblem(field, parseEuroText(value));
    return problem ? CUSTOMER_LIMIT_MESSAGES[problem] : true;
  };

/** Number of children to support (the API's rule, from contracts): a whole number from 0 to 20; empty counts as 0. */
export const childrenCount: Rule = (value) => {
  const problem = childrenCountProblem((value ?? '').trim() || '0');
  return problem ? CUSTOMER_LIMIT_MESSAGES[problem] : true;
};

/** Card fields of the order (the API's rules, from contracts): number with Luhn check, MM/JJ not expired, CVC. */
export const cardNumber: Rule = (value) => isValidCardNumber(value ?? '') || CARD_FIELD_MESSAGES.card_number_invalid;

export const cardExpiry =
  (now?: () => CalendarDate): Rule =>
  (value) => {
    const problem = cardExpiryProblem(value ?? '', (now ?? today)());
    return problem ? CARD_FIELD_MESSAGES[problem] : true;
  };

/** Three digits, four for an American Express number (`cardNumber` reads the form's number field). */
export const cardCvc =
  (cardNumber: () => string | undefined = () => undefined): Rule =>
  (value) =>
    isValidCardCvc(value ?? '', cardNumber()) || CARD_FIELD_MESSAGES.card_cvc_invalid;

export const combine =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const result = rule(value);
      if (result !== true) return result;
    }
    return true;
  };

/** 422 answers carry per-field details; they go to the fields they name. */
export function fieldErrors(details: readonly ApiErrorDetail[] | undefined): { field: string; message: string }[] {
  return (details ?? []).filter((d) => typeof d.field === 'string' && d.field !== '').map((d) => ({ field: d.field as string, message: d.message }));
}
