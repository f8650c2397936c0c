import type { DealOrderSummaryDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrderSummaryReadModel } from '../../shared/order-summary.read-model';
import { GetOrderSummaryQuery } from './get-order-summary.query';

@QueryHandler(GetOrderSummaryQuery)
export class GetOrderSummaryHandler implements IQueryHandler<GetOrderSummaryQuery> {
  constructor(private readonly summaries: OrderSummaryReadModel) {}

  execute({ dealId, customerId }: GetOrderSummaryQuery): Promise<DealOrderSummaryDto> {
    return this.summaries.forCustomer(dealId, customerId);
  }
}
