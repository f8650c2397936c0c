import type { PaymentActionResponse } from '@autoleasing/contracts';
import { type DealEvent, ruleViolated } from '@autoleasing/domain';
import { type PaymentProvider, ProviderPaymentStateError } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { PAYMENT_PROVIDER } from '../payment.tokens';
import { PaymentChargesRepository } from '../shared/payment-charges.repository';

type SettlementEvent = Extract<DealEvent, { type: 'DealPaymentCaptured' | 'DealPaymentVoided' | 'DealPaymentRefunded' }>;

const OPERATION = {
  DealPaymentCaptured: { call: 'capture', status: 'captured' },
  DealPaymentVoided: { call: 'void', status: 'voided' },
  DealPaymentRefunded: { call: 'refund', status: 'refunded' },
} as const;

const isSettlement = (event: DealEvent): event is SettlementEvent => event.type in OPERATION;

/**
 * The provider side of what the deal decider decided about a reservation: capture (signed
 * contract in), void (cancelled by the customer, deal archived or cancelled), refund (ops). Runs
 * as the command's `after`, in its transaction, after the decision and before COMMIT: a provider
 * refusal rolls the decision back, so the events never claim what the provider did not do. The
 * provider call's idempotency key is the operation and the payment id, so a retried command never
 * moves money twice.
 */
@Injectable()
export class PaymentSettlement {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  /** The `after` of a deal command; `also` runs after it (e.g. an ops note). */
  after(also?: (client: PoolClient, events: DealEvent[]) => Promise<void>) {
    return async (client: PoolClient, events: DealEvent[]): Promise<void> => {
      for (const event of events.filter(isSettlement)) await this.settle(client, event);
      if (also) await also(client, events);
    };
  }

  private async settle(client: PoolClient, event: SettlementEvent): Promise<void> {
    const { call, status } = OPERATION[event.type];
    const { paymentId, amountCents } = event.data;
    try {
      await this.provider[call]({ providerPaymentId: paymentId, amountCents, idempotencyKey: `${call}:${paymentId}`, now: new Date() });
    } catch (error) {
      if (!(error instanceof ProviderPaymentStateError)) throw error;
      throw ruleViolated('payment_provider_refused', 'Der Zahlungsanbieter hat diesen Vorgang abgelehnt. Bitte wenden Sie sich an unser Team.');
    }
    await new PaymentChargesRepository(client).markSettled(paymentId, status);
  }
}

/** The answer of a reservation call, from the decided event. */
export function paymentActionAnswer(events: DealEvent[]): PaymentActionResponse | undefined {
  const event = events.find(isSettlement);
  if (!event) return undefined;
  const at = event.type === 'DealPaymentCaptured' ? event.data.capturedAt : event.type === 'DealPaymentVoided' ? event.data.voidedAt : event.data.refundedAt;
  return { deal_id: event.data.dealId, payment_id: event.data.paymentId, status: OPERATION[event.type].status, amount_cents: event.data.amountCents, at };
}
