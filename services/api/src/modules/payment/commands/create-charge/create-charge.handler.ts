import { randomUUID } from 'node:crypto';
import { type Actor, type ChargeResponse, DECLINE_MESSAGES, PAYMENT_RULE_CODES } from '@autoleasing/contracts';
import { dealDecider, type DealEvent, dealNotFound, dealStreamId, fold, invalid, isOwnLiveDeal, type OpenDeal, ruleViolated } from '@autoleasing/domain';
import { cardBrand, EventOutbox, type EventStore, isLuhnValid, type PaymentProvider } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { EVENT_STORE } from '../../../../core/tokens';
import { PAYMENT_PROVIDER } from '../../payment.tokens';
import type { CreateChargeRequestDto } from './create-charge.request.dto';

/**
 * Reserves (authorises) the deal's one-time payment (the Anzahlung of its final offer, spec
 * 4.3/4.5) on the card when the decider says a card reservation is due; nothing is taken before
 * the signed contract is in (capture, PaymentSettlement). Under a per-deal lock in one outbox
 * transaction: the row (last four digits only) and DealPaymentAuthorised — or, declined,
 * DealPaymentStatusChanged failed — commit together; the unique live-payment index stops a second
 * reservation even before the first one's event has reached the store.
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
      const amountCents = deal.offer.downpaymentCents;
      // A reservation committed by the previous holder of the lock may not be in the store yet
      // (the outbox appends after commit): its row is, and then nothing is due.
      const { rowCount: live } = await tx.client.query(`SELECT 1 FROM payment_charges WHERE deal_id = $1 AND status IN ('authorised', 'captured', 'paid')`, [body.deal_id]);
      if (live) throw ruleViolated(PAYMENT_RULE_CODES.notDue, 'Für diesen Deal ist derzeit keine Zahlung fällig.');
      // The decider's refusals (nothing due, checkout closed) before the card is touched.
      assertReservable(deal, actor);

      const now = new Date();
      const result = await this.provider.authorise({
        amountCents,
        currency: 'EUR',
        card: { number: digits, expMonth: month, expYear: 2000 + year, cvc: body.cvc, holder: body.holder },
        idempotencyKey: chargeId,
        description: `Einmalzahlung Leasing ${body.deal_id}`,
        now,
      });
      const status = result.status === 'authorised' ? 'authorised' : 'failed';
      const declineCode = result.status === 'declined' ? result.declineCode : null;
      const last4 = digits.slice(-4);
      await tx.client.query(
        `INSERT INTO payment_charges (id, deal_id, customer_id, amount_cents, currency, status, provider, provider_charge_id, card_last4, card_brand, decline_code, created_at)
         VALUES ($1, $2, $3, $4, 'EUR', $5, $6, $7, $8, $9, $10, $11)`,
        [chargeId, body.deal_id, actor.userId, amountCents, status, this.provider.name, result.providerPaymentId, last4, cardBrand(digits), declineCode, now],
      );
      const dealActor = { userId: actor.userId, role: 'Customer' as const };
      const command =
        result.status === 'authorised'
          ? ({ type: 'AuthorisePayment', paymentId: result.providerPaymentId, amountCents, method: 'card', actor: dealActor } as const)
          : ({ type: 'ChangePaymentStatus', paymentStatus: 'failed', chargeId: result.providerPaymentId } as const);
      await tx.decide(streamId, dealDecider, command, { metadata: { actor, correlationId, causationId: correlationId } });
      const answer: ChargeResponse = {
        id: chargeId,
        deal_id: body.deal_id,
        status,
        amount_cents: amountCents,
        currency: 'EUR',
        card_last4: last4,
        provider_charge_id: result.providerPaymentId,
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

/** The decider's own answer to a reservation of the current Anzahlung (throws its 409 when none is due). */
function assertReservable(deal: OpenDeal, actor: Actor): void {
  const probe = { type: 'AuthorisePayment', paymentId: 'probe', amountCents: deal.offer.downpaymentCents, method: 'card', actor: { userId: actor.userId, role: 'Customer' } } as const;
  dealDecider.decide(probe, deal, { now: new Date(), newId: randomUUID });
}
