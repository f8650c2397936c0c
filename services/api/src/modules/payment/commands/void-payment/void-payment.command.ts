import type { PaymentActionResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** The customer cancels the reservation of their deal's Anzahlung. */
export class VoidPaymentCommand extends Command<PaymentActionResponse> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
  ) {
    super();
  }
}
