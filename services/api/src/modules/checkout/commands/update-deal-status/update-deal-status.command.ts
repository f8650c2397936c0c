import type { DealAnswer } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { StatusUpdateDto } from './update-deal-status.request.dto';

/** A checkout step completed (customer_state per the transition table); checkout_completed places the order. */
export class UpdateDealStatusCommand extends Command<DealAnswer> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly request: StatusUpdateDto,
  ) {
    super();
  }
}
