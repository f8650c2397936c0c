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

export type ProviderAuthorisationResult =
  | { status: 'authorised'; providerPaymentId: string }
  | { status: 'declined'; providerPaymentId: string; declineCode: DeclineCode };

/** Capture, void or refund of an earlier authorisation; the provider answers a repeated key with its first answer. */
export interface PaymentFollowUpRequest {
  providerPaymentId: string;
  amountCents: number;
  idempotencyKey: string;
  now: Date;
}

export interface ProviderFollowUpResult {
  status: 'captured' | 'voided' | 'refunded';
  providerPaymentId: string;
}

/** The provider refused a follow-up because the payment is not in the state for it (e.g. void after capture). */
export class ProviderPaymentStateError extends Error {
  constructor(
    readonly providerPaymentId: string,
    readonly operation: 'capture' | 'void' | 'refund',
    readonly status: string,
  ) {
    super(`Cannot ${operation} payment ${providerPaymentId} in status ${status}`);
    this.name = 'ProviderPaymentStateError';
  }
}

/**
 * The payment-provider port (spec 7.5 payment/charges). Adapters: the sandbox; a live one is not
 * built. The one-time amount is authorised (reserved) at order time, captured when the signed
 * contract is in, voided when the reservation is cancelled, refunded after capture.
 */
export interface PaymentProvider {
  readonly name: string;
  /** LEGACY immediate charge (before reservations); kept for the provider contract. */
  charge(request: ChargeRequestToProvider): Promise<ProviderChargeResult>;
  authorise(request: ChargeRequestToProvider): Promise<ProviderAuthorisationResult>;
  capture(request: PaymentFollowUpRequest): Promise<ProviderFollowUpResult>;
  void(request: PaymentFollowUpRequest): Promise<ProviderFollowUpResult>;
  refund(request: PaymentFollowUpRequest): Promise<ProviderFollowUpResult>;
}
