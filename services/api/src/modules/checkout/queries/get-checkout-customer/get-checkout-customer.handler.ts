import type { CheckoutCustomerDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerDetailsRepository } from '../../shared/customer-details.repository';
import { GetCheckoutCustomerQuery } from './get-checkout-customer.query';

@QueryHandler(GetCheckoutCustomerQuery)
export class GetCheckoutCustomerHandler implements IQueryHandler<GetCheckoutCustomerQuery> {
  constructor(private readonly details: CustomerDetailsRepository) {}

  execute({ customerId }: GetCheckoutCustomerQuery): Promise<CheckoutCustomerDto> {
    return this.details.customer(customerId);
  }
}
