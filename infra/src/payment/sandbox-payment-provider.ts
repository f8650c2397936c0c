import { randomUUID } from 'node:crypto';
import type { DeclineCode } from '@autoleasing/contracts';
import type { ChargeRequestToProvider, PaymentProvider, ProviderChargeResult } from './payment-provider';

/**
 * The sandbox provider: no money moves, no network. Its test cards (README, "Payment sandbox"):
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

  async charge(request: ChargeRequestToProvider): Promise<ProviderChargeResult> {
    const earlier = this.answered.get(request.idempotencyKey);
    if (earlier) return earlier;
    const providerChargeId = `sandbox_ch_${randomUUID().replace(/-/g, '')}`;
    const { card, now } = request;
    const expiredBefore = new Date(Date.UTC(card.expYear, card.expMonth, 1)); // first day after the expiry month
    const outcome: 'succeeded' | DeclineCode = expiredBefore.getTime() <= now.getTime() ? 'expired_card' : (SANDBOX_TEST_CARDS[card.number] ?? 'card_declined');
    const result: ProviderChargeResult =
      outcome === 'succeeded' ? { status: 'succeeded', providerChargeId } : { status: 'declined', providerChargeId, declineCode: outcome };
    this.answered.set(request.idempotencyKey, result);
    return result;
  }
}

/** PAYMENT_PROVIDER: only 'sandbox' exists (the default); a live provider is deliberately not wired. */
export function createPaymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const choice = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (choice === 'sandbox') return new SandboxPaymentProvider();
  throw new Error(`Unknown PAYMENT_PROVIDER "${choice}": only "sandbox" is available`);
}
