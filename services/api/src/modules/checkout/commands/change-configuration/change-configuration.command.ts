import type { DealAnswer } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { UpdateDealDto } from './change-configuration.request.dto';

/** The configurator's change of a deal: term, km, delivery, insurance, service and/or the payment choice. */
export class ChangeConfigurationCommand extends Command<DealAnswer> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly request: UpdateDealDto,
  ) {
    super();
  }
}
