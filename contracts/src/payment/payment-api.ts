/**
 * POST /api/v1/payment/charges (spec 7.5; its payload is not shown there). Reserves (authorises)
 * the one-time amount of a deal whose payment is due (spec 4.3) on the card: nothing is taken
 * before the signed contract arrives (then ops capture it); a cancelled reservation is voided.
 * The card number is never stored, only its last four digits. Declined cards answer 201 with
 * status 'failed' and a German message, since the attempt itself is recorded on the deal.
 */
export interface ChargeRequest {
  deal_id: string;
  /** 13–19 digits; spaces allowed. */
  card_number: string;
  /** 'MM/YY' */
  expiry: string;
  cvc: string;
  holder: string;
}

export type ChargeStatus = 'authorised' | 'failed';

export interface ChargeResponse {
  id: string;
  deal_id: string;
  status: ChargeStatus;
  amount_cents: number;
  currency: 'EUR';
  card_last4: string;
  provider_charge_id: string;
  /** Set when the card was declined: a stable code and a German message for the customer. */
  decline_code: string | null;
  message: string | null;
  created_at: string;
}

/** Stable decline codes of the payment provider port, with the German text the customer reads. */
export const DECLINE_MESSAGES = {
  card_declined: 'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte oder wenden Sie sich an Ihre Bank.',
  insufficient_funds: 'Die Zahlung wurde wegen fehlender Deckung abgelehnt. Bitte verwenden Sie eine andere Karte.',
  expired_card: 'Ihre Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.',
  incorrect_cvc: 'Die Prüfnummer (CVC) ist falsch. Bitte prüfen Sie Ihre Eingabe.',
  processing_error: 'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
} as const;
export type DeclineCode = keyof typeof DECLINE_MESSAGES;

/** The states of a reservation: reserved, taken, released, paid back (payment_charges.status besides 'failed'). */
export type PaymentLifecycleStatus = 'authorised' | 'captured' | 'voided' | 'refunded';

/**
 * The answer of every call on a reservation: POST /api/v1/payment/deals/{dealId}/void (customer,
 * while the checkout is open: cancels the reservation so the terms can change, the amount is due
 * again), POST /api/v1/ops/deals/{dealId}/payment/refund (ops, a captured amount). Capture happens
 * with the ops action "signed contract uploaded", void also with archiving.
 */
export interface PaymentActionResponse {
  deal_id: string;
  payment_id: string;
  status: PaymentLifecycleStatus;
  amount_cents: number;
  at: string;
}

/** Refusal codes of the payment rules (409), for the web to place the message. */
export const PAYMENT_RULE_CODES = {
  termsFrozen: 'payment_authorised_terms_frozen',
  notDue: 'payment_not_due',
  nothingReserved: 'payment_not_authorised',
  nothingCaptured: 'payment_not_captured',
  paymentRequired: 'payment_required',
} as const;
