import type { FinalOfferDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { UpdateFinalOfferDto } from './update-final-offer.request.dto';

/** List price, downpayment, confirmed rates and the extras' AGB consent of a final offer. */
export class UpdateFinalOfferCommand extends Command<FinalOfferDto> {
  constructor(
    readonly session: AuthSession,
    readonly finalOfferId: string,
    readonly request: UpdateFinalOfferDto,
  ) {
    super();
  }
}
