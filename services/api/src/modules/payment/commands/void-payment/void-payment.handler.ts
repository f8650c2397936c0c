import type { PaymentActionResponse } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { paymentActionAnswer, PaymentSettlement } from '../../settlement/payment-settlement.service';
import { VoidPaymentCommand } from './void-payment.command';

/**
 * Voided at the provider, DealPaymentVoided, the amount is due again. Only the own deal (another
 * customer's answers 404), only while the checkout is open.
 */
@CommandHandler(VoidPaymentCommand)
export class VoidPaymentHandler implements ICommandHandler<VoidPaymentCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly settlement: PaymentSettlement,
  ) {}

  async execute({ session, dealId }: VoidPaymentCommand): Promise<PaymentActionResponse> {
    const actor = customerActor(session);
    const { events } = await this.commands.execute(dealId, { type: 'VoidPayment', actor }, actor, { ownerId: session.userId, after: this.settlement.after() });
    // The decider refuses a void without a reservation, so a decision always holds the event.
    return paymentActionAnswer(events)!;
  }
}
