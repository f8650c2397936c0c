import type { PaymentActionResponse } from '@autoleasing/contracts';
import { dealNotFound } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { DealReadModel } from '../../../checkout/shared/deal-read-model';
import { paymentActionAnswer, PaymentSettlement } from '../../settlement/payment-settlement.service';
import { RefundPaymentCommand } from './refund-payment.command';

/** DealPaymentRefunded, refunded at the provider; anything not captured is 409, an archived deal 404. */
@CommandHandler(RefundPaymentCommand)
export class RefundPaymentHandler implements ICommandHandler<RefundPaymentCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly settlement: PaymentSettlement,
  ) {}

  async execute({ session, dealId }: RefundPaymentCommand): Promise<PaymentActionResponse> {
    const row = await this.deals.anyDeal(dealId);
    if (row.customer_state === 'customer_archived') throw dealNotFound();
    const actor = staffActor(session);
    const { events } = await this.commands.execute(dealId, { type: 'RefundPayment', actor }, actor, { after: this.settlement.after() });
    return paymentActionAnswer(events)!;
  }
}
