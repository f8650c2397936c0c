import { randomUUID } from 'node:crypto';
import { type Actor, berlinCalendarDate, CARD_FIELD_MESSAGES, cardBrand, cardProblems, type ChargeResponse, DECLINE_MESSAGES, normaliseCardNumber, parseCardExpiry } from '@autoleasing/contracts';
import { type DealCommand, dealDecider, dealNotFound, type DealState, dealStreamId, invalid, isOwnLiveDeal, type OpenDeal, paymentNotDue } from '@autoleasing/domain';
import { CommandHandler as EventStoreCommandHandler, type PaymentProvider } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PoolClient } from 'pg';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { PAYMENT_PROVIDER } from '../../payment.tokens';
import { PaymentChargesRepository } from '../../shared/payment-charges.repository';
import { CreateChargeCommand } from './create-charge.command';
import type { CreateChargeRequestDto } from './create-charge.request.dto';

/** The card as the request gives it, checked, and the charge's id. */
interface Card {
  /**
   * Also the provider's idempotency key: made once per request, so that a command run again (a
   * lost race, EventStoreCommandHandler) asks the provider for the same authorisation, not a second one.
   */
  chargeId: string;
  digits: string;
  month: number;
  /** Four digits. */
  year: number;
  cvc: string;
}

/**
 * Reserves (authorises) the deal's one-time payment (the Anzahlung of its final offer, spec
 * 4.3/4.5) on the card when the decider says a card reservation is due; nothing is taken before
 * the signed contract is in (capture, PaymentSettlement). One command (EventStoreCommandHandler,
 * docs/adr/0006-one-command-path.md) under the deal stream's lock, which every writer of the deal
 * takes: the row (last four digits only) and DealPaymentAuthorised — or, declined,
 * DealPaymentStatusChanged failed — commit together; the command follows from the provider's
 * answer, so it is settled in the transaction (executeFromWork). The unique live-payment index
 * stops a second reservation as well.
 */
@CommandHandler(CreateChargeCommand)
export class CreateChargeHandler implements ICommandHandler<CreateChargeCommand> {
  constructor(
    private readonly commands: EventStoreCommandHandler,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute({ body, actor }: CreateChargeCommand): Promise<ChargeResponse> {
    const card = checkedCard(body);
    const correlationId = randomUUID();
    const answer: { response?: ChargeResponse } = {};
    const { position } = await this.commands.executeFromWork(
      dealStreamId(body.deal_id),
      dealDecider,
      async (client, deal) => {
        const charged = await this.charge(client, deal, body, card, actor);
        answer.response = charged.response;
        return charged.command;
      },
      { metadata: { actor, correlationId, causationId: correlationId } },
    );
    await this.readYourWrites.waitFor(position, ['deals']);
    // Set by the command's (last) run: the one that committed.
    return answer.response as ChargeResponse;
  }

  /** Under the deal's lock: whether a reservation is due, the card authorised, its row, and the command that records the answer. */
  private async charge(client: PoolClient, deal: DealState, body: CreateChargeRequestDto, card: Card, actor: Actor): Promise<{ command: DealCommand; response: ChargeResponse }> {
    if (!isOwnLiveDeal(deal, actor.userId)) throw dealNotFound();
    const amountCents = deal.offer.downpaymentCents;
    // A reservation whose event is not in the store yet (through the outbox) has its row already: then nothing is due.
    const charges = new PaymentChargesRepository(client);
    if (await charges.hasLiveCharge(body.deal_id)) throw paymentNotDue();
    // The decider's refusals (nothing due, checkout closed) before the card is touched.
    assertReservable(deal, actor);

    const { chargeId } = card;
    const now = new Date();
    const result = await this.provider.authorise({
      amountCents,
      currency: 'EUR',
      card: { number: card.digits, expMonth: card.month, expYear: card.year, cvc: card.cvc, holder: body.holder },
      idempotencyKey: chargeId,
      description: `Einmalzahlung Leasing ${body.deal_id}`,
      now,
    });
    const status = result.status === 'authorised' ? 'authorised' : 'failed';
    const declineCode = result.status === 'declined' ? result.declineCode : null;
    const last4 = card.digits.slice(-4);
    await charges.insert({
      id: chargeId,
      dealId: body.deal_id,
      customerId: actor.userId,
      amountCents,
      status,
      provider: this.provider.name,
      providerChargeId: result.providerPaymentId,
      cardLast4: last4,
      cardBrand: cardBrand(card.digits),
      declineCode,
      createdAt: now,
    });
    const dealActor = { userId: actor.userId, role: 'Customer' as const };
    const command: DealCommand =
      result.status === 'authorised'
        ? { type: 'AuthorisePayment', paymentId: result.providerPaymentId, amountCents, method: 'card', actor: dealActor }
        : { type: 'ChangePaymentStatus', paymentStatus: 'failed', chargeId: result.providerPaymentId };
    const response: ChargeResponse = {
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
    return { command, response };
  }
}

/**
 * The card's fields by the rules the web checks too (contracts): before the deal or the provider
 * is touched, every problem as a 422 detail at its field; the first one names the answer (a bad
 * number answers card_number_invalid, as it always did). An expired card never reaches the
 * provider, so it records no failed attempt on the deal.
 */
function checkedCard(body: CreateChargeRequestDto): Card {
  const problems = cardProblems(body, berlinCalendarDate(new Date()));
  if (problems.length > 0) {
    const [first] = problems;
    throw invalid(
      first.code,
      CARD_FIELD_MESSAGES[first.code],
      problems.map(({ field, code }) => ({ field, code, message: CARD_FIELD_MESSAGES[code] })),
    );
  }
  const { month, year } = parseCardExpiry(body.expiry) as { month: number; year: number };
  return { chargeId: randomUUID(), digits: normaliseCardNumber(body.card_number), month, year, cvc: body.cvc.trim() };
}

/** The decider's own answer to a reservation of the current Anzahlung (throws its 409 when none is due). */
function assertReservable(deal: OpenDeal, actor: Actor): void {
  const probe = { type: 'AuthorisePayment', paymentId: 'probe', amountCents: deal.offer.downpaymentCents, method: 'card', actor: { userId: actor.userId, role: 'Customer' } } as const;
  dealDecider.decide(probe, deal, { now: new Date(), newId: randomUUID });
}
