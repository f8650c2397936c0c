import type { CustomerDealDetailDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetDealQuery extends Query<CustomerDealDetailDto> {
  constructor(
    readonly dealId: string,
    readonly customerId: string,
  ) {
    super();
  }
}
