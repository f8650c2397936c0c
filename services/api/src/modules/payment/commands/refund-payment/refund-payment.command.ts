import type { PaymentActionResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** Ops pay a deal's captured Anzahlung back. */
export class RefundPaymentCommand extends Command<PaymentActionResponse> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
  ) {
    super();
  }
}
