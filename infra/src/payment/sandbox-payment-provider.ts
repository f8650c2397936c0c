import { randomUUID } from 'node:crypto';
import type { DeclineCode } from '@autoleasing/contracts';
import type { PaymentProviderChoice } from '../config/payment-config';
import {
  type ChargeRequestToProvider,
  type PaymentFollowUpRequest,
  type PaymentProvider,
  ProviderPaymentStateError,
  type ProviderAuthorisationResult,
  type ProviderChargeResult,
  type ProviderFollowUpResult,
} from './payment-provider';

type SandboxPaymentStatus = 'authorised' | 'captured' | 'voided' | 'refunded';

/** Which follow-up moves a payment from which status. */
const FOLLOW_UPS = {
  capture: { from: 'authorised', to: 'captured' },
  void: { from: 'authorised', to: 'voided' },
  refund: { from: 'captured', to: 'refunded' },
} as const;

/**
 * The sandbox provider: no money moves, no network. Its test cards (docs/documents-and-payments.md, "Payment sandbox"):
 * the success cards are charged, the decline cards answer their decline code, any other number
 * is declined. A card whose expiry lies in the past is declined as expired_card.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, 'succeeded' | DeclineCode>> = {
  '4242424242424242': 'succeeded', // Visa
  '5555555555554444': 'succeeded', // Mastercard
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** Same idempotency key, same answer (like a real provider's idempotent requests). */
  private readonly answered = new Map<string, ProviderChargeResult>();

  private readonly authorisations = new Map<string, ProviderAuthorisationResult>();
  private readonly followUps = new Map<string, ProviderFollowUpResult>();
  /** Reservations and what became of them, by provider payment id. */
  private readonly payments = new Map<string, SandboxPaymentStatus>();

  async charge(request: ChargeRequestToProvider): Promise<ProviderChargeResult> {
    const earlier = this.answered.get(request.idempotencyKey);
    if (earlier) return earlier;
    const providerChargeId = `sandbox_ch_${randomUUID().replace(/-/g, '')}`;
    const outcome = cardOutcome(request);
    const result: ProviderChargeResult =
      outcome === 'succeeded' ? { status: 'succeeded', providerChargeId } : { status: 'declined', providerChargeId, declineCode: outcome };
    this.answered.set(request.idempotencyKey, result);
    return result;
  }

  /** Reserves the amount on the card: the same test cards succeed or decline as with charge. */
  async authorise(request: ChargeRequestToProvider): Promise<ProviderAuthorisationResult> {
    const earlier = this.authorisations.get(request.idempotencyKey);
    if (earlier) return earlier;
    const providerPaymentId = `sandbox_pa_${randomUUID().replace(/-/g, '')}`;
    const outcome = cardOutcome(request);
    const result: ProviderAuthorisationResult =
      outcome === 'succeeded' ? { status: 'authorised', providerPaymentId } : { status: 'declined', providerPaymentId, declineCode: outcome };
    if (result.status === 'authorised') this.payments.set(providerPaymentId, 'authorised');
    this.authorisations.set(request.idempotencyKey, result);
    return result;
  }

  capture(request: PaymentFollowUpRequest): Promise<ProviderFollowUpResult> {
    return this.followUp('capture', request);
  }

  void(request: PaymentFollowUpRequest): Promise<ProviderFollowUpResult> {
    return this.followUp('void', request);
  }

  refund(request: PaymentFollowUpRequest): Promise<ProviderFollowUpResult> {
    return this.followUp('refund', request);
  }

  /**
   * A follow-up moves the payment only from its state (a voided reservation cannot be captured).
   * The sandbox keeps no records across restarts: a sandbox payment it does not know is taken
   * as being where the follow-up expects it (our deal's events are the record), any other id is
   * refused.
   */
  private async followUp(operation: keyof typeof FOLLOW_UPS, request: PaymentFollowUpRequest): Promise<ProviderFollowUpResult> {
    const key = `${operation}:${request.idempotencyKey}`;
    const earlier = this.followUps.get(key);
    if (earlier) return earlier;
    const { from, to } = FOLLOW_UPS[operation];
    const known = this.payments.get(request.providerPaymentId);
    const status = known ?? (request.providerPaymentId.startsWith('sandbox_pa_') ? from : 'unknown');
    if (status !== from) throw new ProviderPaymentStateError(request.providerPaymentId, operation, status);
    this.payments.set(request.providerPaymentId, to);
    const result: ProviderFollowUpResult = { status: to, providerPaymentId: request.providerPaymentId };
    this.followUps.set(key, result);
    return result;
  }
}

/** The test card's outcome; a card whose expiry month is over is declined as expired_card. */
function cardOutcome({ card, now }: ChargeRequestToProvider): 'succeeded' | DeclineCode {
  const expiredBefore = new Date(Date.UTC(card.expYear, card.expMonth, 1)); // first day after the expiry month
  return expiredBefore.getTime() <= now.getTime() ? 'expired_card' : (SANDBOX_TEST_CARDS[card.number] ?? 'card_declined');
}

/** The provider RuntimeConfig.paymentProvider names (PAYMENT_PROVIDER, checked in payment-config.ts). */
export function createPaymentProvider(choice: PaymentProviderChoice): PaymentProvider {
  switch (choice) {
    case 'sandbox':
      return new SandboxPaymentProvider();
  }
}
