import type { CustomerPaymentDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerPaymentsReadModel } from '../../shared/customer-payments.read-model';
import { GetPaymentQuery } from './get-payment.query';

@QueryHandler(GetPaymentQuery)
export class GetPaymentHandler implements IQueryHandler<GetPaymentQuery> {
  constructor(private readonly payments: CustomerPaymentsReadModel) {}

  execute({ dealId, customerId }: GetPaymentQuery): Promise<CustomerPaymentDto> {
    return this.payments.payment(dealId, customerId);
  }
}
