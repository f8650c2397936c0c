import type { DealAnswer } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetDealQuery extends Query<DealAnswer> {
  constructor(
    readonly dealId: string,
    readonly customerId: string,
  ) {
    super();
  }
}
