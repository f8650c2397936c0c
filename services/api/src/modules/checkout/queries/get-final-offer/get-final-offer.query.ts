import type { FinalOfferDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetFinalOfferQuery extends Query<FinalOfferDto> {
  constructor(
    readonly finalOfferId: string,
    readonly customerId: string,
  ) {
    super();
  }
}
