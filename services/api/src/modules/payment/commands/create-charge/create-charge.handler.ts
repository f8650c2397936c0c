import { randomUUID } from 'node:crypto';
import { type Actor, type ChargeResponse, DECLINE_MESSAGES, isPaymentDue } from '@autoleasing/contracts';
import { dealDecider, type DealEvent, dealNotFound, dealStreamId, fold, invalid, isOwnLiveDeal, ruleViolated } from '@autoleasing/domain';
import { cardBrand, EventOutbox, type EventStore, isLuhnValid, type PaymentProvider } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { EVENT_STORE } from '../../../../core/tokens';
import { PAYMENT_PROVIDER } from '../../payment.tokens';
import type { CreateChargeRequestDto } from './create-charge.request.dto';

const NOT_DUE = () => ruleViolated('payment_not_due', 'Für diesen Deal ist derzeit keine Zahlung fällig.');

/**
 * Charges the deal's one-time payment (the downpayment of its final offer, spec 4.3/4.5) when the
 * payment-due rule says it is due. Under a per-deal lock in one outbox transaction: the charge
 * row (last four digits only) and DealPaymentStatusChanged (paid/failed, provider charge id)
 * commit together; the paid-charge check in the table stops a second charge even before the
 * first one's event has reached the store.
 */
@Injectable()
export class CreateChargeHandler {
  constructor(
    private readonly outbox: EventOutbox,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute(body: CreateChargeRequestDto, actor: Actor): Promise<ChargeResponse> {
    const digits = body.card_number.replace(/ /g, '');
    if (!isLuhnValid(digits)) {
      throw invalid('card_number_invalid', 'Die Kartennummer ist ungültig. Bitte prüfen Sie Ihre Eingabe.', [
        { field: 'card_number', code: 'card_number_invalid', message: 'Die Kartennummer ist ungültig.' },
      ]);
    }
    const [month, year] = body.expiry.split('/').map(Number);
    const streamId = dealStreamId(body.deal_id);
    const chargeId = randomUUID();
    const correlationId = randomUUID();

    const response = await this.outbox.transaction(async (tx) => {
      await tx.client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`payment:${body.deal_id}`]);
      const deal = fold(dealDecider, (await this.eventStore.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }) as DealEvent));
      if (!isOwnLiveDeal(deal, actor.userId)) throw dealNotFound();
      const { rowCount: paid } = await tx.client.query(`SELECT 1 FROM payment_charges WHERE deal_id = $1 AND status = 'paid'`, [body.deal_id]);
      const due = isPaymentDue({
        finance_options: deal.financeOptions,
        finance_selection: deal.financeSelection,
        selected: deal.financeSelection !== null,
        payment_status: deal.paymentStatus,
      });
      const amountCents = deal.offer.downpaymentCents;
      if (paid || !due || amountCents <= 0) throw NOT_DUE();

      const now = new Date();
      const result = await this.provider.charge({
        amountCents,
        currency: 'EUR',
        card: { number: digits, expMonth: month, expYear: 2000 + year, cvc: body.cvc, holder: body.holder },
        idempotencyKey: chargeId,
        description: `Einmalzahlung Leasing ${body.deal_id}`,
        now,
      });
      const status = result.status === 'succeeded' ? 'paid' : 'failed';
      const declineCode = result.status === 'declined' ? result.declineCode : null;
      const last4 = digits.slice(-4);
      await tx.client.query(
        `INSERT INTO payment_charges (id, deal_id, customer_id, amount_cents, currency, status, provider, provider_charge_id, card_last4, card_brand, decline_code, created_at)
         VALUES ($1, $2, $3, $4, 'EUR', $5, $6, $7, $8, $9, $10, $11)`,
        [chargeId, body.deal_id, actor.userId, amountCents, status, this.provider.name, result.providerChargeId, last4, cardBrand(digits), declineCode, now],
      );
      await tx.decide(streamId, dealDecider, { type: 'ChangePaymentStatus', paymentStatus: status, chargeId: result.providerChargeId }, {
        metadata: { actor, correlationId, causationId: correlationId },
      });
      const answer: ChargeResponse = {
        id: chargeId,
        deal_id: body.deal_id,
        status,
        amount_cents: amountCents,
        currency: 'EUR',
        card_last4: last4,
        provider_charge_id: result.providerChargeId,
        decline_code: declineCode,
        message: declineCode ? DECLINE_MESSAGES[declineCode] : null,
        created_at: now.toISOString(),
      };
      return answer;
    });
    const [last] = await this.eventStore.readStream(streamId, { direction: 'backwards', limit: 1 });
    await this.readYourWrites.waitFor(last?.position ?? null, ['deals']);
    return response;
  }
}
