import type { FinalOfferExtrasDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { UpdateFinalOfferExtrasDto } from './update-final-offer-extras.request.dto';

/** One change of the deal's extras (spec 4.5): an extra (again: deselect), the logistics or the delivery option. */
export class UpdateFinalOfferExtrasCommand extends Command<FinalOfferExtrasDto> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly request: UpdateFinalOfferExtrasDto,
  ) {
    super();
  }
}
