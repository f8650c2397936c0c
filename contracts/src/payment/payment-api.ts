/**
 * POST /api/v1/payment/charges (spec 7.5; its payload is not shown there). A card charge for the
 * one-time amount of a deal whose payment is due (spec 4.3). The card number is never stored, only
 * its last four digits. Declined cards answer 201 with status 'failed' and a German message, since
 * the attempt itself is recorded on the deal.
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

export type ChargeStatus = 'paid' | 'failed';

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
