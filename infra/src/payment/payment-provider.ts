import type { DeclineCode } from '@autoleasing/contracts';

/** A card as the provider needs it for one charge; never stored by us (only its last four digits). */
export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  holder: string;
}

export interface ChargeRequestToProvider {
  amountCents: number;
  currency: 'EUR';
  card: CardDetails;
  /** The provider must not charge twice for one key (our charge id). */
  idempotencyKey: string;
  description: string;
  now: Date;
}

export type ProviderChargeResult =
  | { status: 'succeeded'; providerChargeId: string }
  | { status: 'declined'; providerChargeId: string; declineCode: DeclineCode };

/** The payment-provider port (spec 7.5 payment/charges). Adapters: the sandbox; a live one is not built. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequestToProvider): Promise<ProviderChargeResult>;
}

/** Luhn check of a card number (digits only). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): 'visa' | 'mastercard' | 'amex' | 'other' {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}
