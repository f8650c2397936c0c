import type { DealOrderSummaryDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetOrderSummaryQuery extends Query<DealOrderSummaryDto> {
  constructor(
    readonly dealId: string,
    readonly customerId: string,
  ) {
    super();
  }
}
