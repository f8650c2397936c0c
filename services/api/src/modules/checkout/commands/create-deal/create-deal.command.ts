import type { DealAnswer } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { IdempotentCommand } from '../../../../common/idempotency/idempotent.interceptor';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { CreateDealDto } from './create-deal.request.dto';

/** A customer's new deal from an offer; under an Idempotency-Key it is named after the key's command. */
export class CreateDealCommand extends Command<DealAnswer> {
  constructor(
    readonly session: AuthSession,
    readonly request: CreateDealDto,
    readonly idempotent: IdempotentCommand | null,
  ) {
    super();
  }
}
