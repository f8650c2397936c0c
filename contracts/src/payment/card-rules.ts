import type { CalendarDate } from '../checkout/dates';
import { DECLINE_MESSAGES } from './payment-api';

/**
 * Card fields of the one-time payment (POST /api/v1/payment/charges). One owner: the web checks
 * them at the fields before reserving, the api again before the provider is asked (422 with these
 * codes and German messages); the provider's answer (a decline) stays the provider's.
 */
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Also the api's detail codes (card_number_invalid was its code before the rules moved here). */
export type CardFieldProblem = 'card_number_invalid' | 'card_expiry_invalid' | 'card_expired' | 'card_cvc_invalid';

export const CARD_FIELD_MESSAGES: Readonly<Record<CardFieldProblem, string>> = {
  card_number_invalid: 'Bitte geben Sie eine gültige Kartennummer ein.',
  card_expiry_invalid: 'Bitte geben Sie das Ablaufdatum als MM/JJ ein.',
  // The provider's words for an expired card: the customer reads one sentence for one problem, whoever finds it.
  card_expired: DECLINE_MESSAGES.expired_card,
  card_cvc_invalid: 'Bitte geben Sie die Prüfnummer Ihrer Karte ein: drei Ziffern, bei American Express vier.',
};

/** The card number as the provider takes it: digits only (people type it in groups of four). */
export function normaliseCardNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

/** 13–19 digits (ISO/IEC 7812 numbers of the card schemes we take), spaces allowed, with a valid Luhn check digit. */
export function isValidCardNumber(text: string): boolean {
  const digits = normaliseCardNumber(text);
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS || !/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/JJ' (the card's own notation) as month and four-digit year; undefined when it is not one. */
export function parseCardExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(text.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : undefined;
}

/** A card is valid through the last day of its expiry month; `today` is the Berlin calendar day. */
export function cardExpiryProblem(text: string, today: CalendarDate): 'card_expiry_invalid' | 'card_expired' | undefined {
  const expiry = parseCardExpiry(text);
  if (!expiry) return 'card_expiry_invalid';
  return expiry.year * 12 + expiry.month < today.year * 12 + today.month ? 'card_expired' : undefined;
}

/** American Express numbers start with 34 or 37; their CVC (on the front) has four digits. */
export function isAmexCardNumber(text: string): boolean {
  return /^3[47]/.test(normaliseCardNumber(text));
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

/** The card's scheme by its number's prefix (Visa 4, Mastercard 51–55 and 22–27, American Express 34 and 37). */
export function cardBrand(cardNumber: string): CardBrand {
  const digits = normaliseCardNumber(cardNumber);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (isAmexCardNumber(digits)) return 'amex';
  return 'other';
}

/**
 * Four digits on American Express cards, three on all others. Without a card number to go by
 * (not typed yet), either length passes: the number's own check then names the problem.
 */
export function isValidCardCvc(text: string, cardNumber?: string): boolean {
  const cvc = text.trim();
  if (cardNumber === undefined || !isValidCardNumber(cardNumber)) return /^\d{3,4}$/.test(cvc);
  return (isAmexCardNumber(cardNumber) ? /^\d{4}$/ : /^\d{3}$/).test(cvc);
}

/** The problems of a card as the request carries it, field by field (number, expiry, CVC). */
export function cardProblems(card: { card_number: string; expiry: string; cvc: string }, today: CalendarDate): { field: 'card_number' | 'expiry' | 'cvc'; code: CardFieldProblem }[] {
  const problems: { field: 'card_number' | 'expiry' | 'cvc'; code: CardFieldProblem }[] = [];
  if (!isValidCardNumber(card.card_number)) problems.push({ field: 'card_number', code: 'card_number_invalid' });
  const expiry = cardExpiryProblem(card.expiry, today);
  if (expiry) problems.push({ field: 'expiry', code: expiry });
  if (!isValidCardCvc(card.cvc, card.card_number)) problems.push({ field: 'cvc', code: 'card_cvc_invalid' });
  return problems;
}
