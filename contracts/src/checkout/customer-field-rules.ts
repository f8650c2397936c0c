import { ageInYears } from './dates';
import type { CalendarDate } from './dates';

/**
 * Field rules of the checkout's customer details beyond types (spec 5.2 leaves them open: ours).
 * The web checks them at the field, before sending; the api checks them again on save and is
 * authoritative. Both answer with these German messages.
 */
export const MIN_CUSTOMER_AGE = 18;
export const MAX_CUSTOMER_AGE = 100;

export type CustomerFieldProblem = 'postal_code' | 'phone' | 'iban' | 'too_young';

export const CUSTOMER_FIELD_MESSAGES: Readonly<Record<CustomerFieldProblem, string>> = {
  postal_code: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  iban: 'Bitte geben Sie eine gültige IBAN ein.',
  too_young: `Sie müssen mindestens ${MIN_CUSTOMER_AGE} Jahre alt sein.`,
};

const POSTAL_CODE = /^\d{5}$/;
const PHONE = /^\+?[0-9][0-9 ()/-]{5,28}$/;

/** German postal code: five digits. */
export function isValidPostalCode(text: string): boolean {
  return POSTAL_CODE.test(text.trim());
}

/** A phone number as people type it: digits with spaces, brackets, slashes or dashes, an optional leading '+'. */
export function isValidPhone(text: string): boolean {
  return PHONE.test(text.trim());
}

/** The IBAN as stored: no spaces, upper case. */
export function normaliseIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** IBAN check (ISO 13616 mod 97); spaces allowed, a German IBAN has 22 characters. */
export function isValidIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('DE') && iban.length !== 22) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * Age check of a birthday already valid as 'DD.MM.YYYY' (spec 5.3 computes the age from
 * 'DD-MM-YYYY'): too young below 18, too old above 100 years.
 */
export function birthdayAgeProblem(birthday: string, today: CalendarDate): 'too_young' | 'too_old' | undefined {
  const age = ageInYears(birthday.trim().replace(/\./g, '-'), today);
  if (age < MIN_CUSTOMER_AGE) return 'too_young';
  if (age > MAX_CUSTOMER_AGE) return 'too_old';
  return undefined;
}
