import type { CheckoutCustomerDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetCheckoutCustomerQuery extends Query<CheckoutCustomerDto> {
  constructor(readonly customerId: string) {
    super();
  }
}
