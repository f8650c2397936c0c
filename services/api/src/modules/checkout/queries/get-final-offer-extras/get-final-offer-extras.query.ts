import type { FinalOfferExtrasDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetFinalOfferExtrasQuery extends Query<FinalOfferExtrasDto> {
  constructor(
    readonly dealId: string,
    readonly customerId: string,
  ) {
    super();
  }
}
