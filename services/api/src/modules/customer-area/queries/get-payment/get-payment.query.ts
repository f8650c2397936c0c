import type { CustomerPaymentDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetPaymentQuery extends Query<CustomerPaymentDto> {
  constructor(
    readonly dealId: string,
    readonly customerId: string,
  ) {
    super();
  }
}
