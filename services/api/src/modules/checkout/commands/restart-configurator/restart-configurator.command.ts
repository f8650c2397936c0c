import type { DealAnswer } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { RestartFinalOfferDto } from './restart-configurator.request.dto';

/** The deal of a final offer goes back to inquired, optionally with the customer's configuration file. */
export class RestartConfiguratorCommand extends Command<DealAnswer> {
  constructor(
    readonly session: AuthSession,
    readonly finalOfferId: string,
    readonly request: RestartFinalOfferDto,
  ) {
    super();
  }
}
