import type { CustomerDealDetailDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerDealsReadModel } from '../../shared/customer-deals.read-model';
import { GetDealQuery } from './get-deal.query';

/** One of the customer's deals with its steps, timeline, messages, documents and extras. */
@QueryHandler(GetDealQuery)
export class GetDealHandler implements IQueryHandler<GetDealQuery> {
  constructor(private readonly deals: CustomerDealsReadModel) {}

  execute({ dealId, customerId }: GetDealQuery): Promise<CustomerDealDetailDto> {
    return this.deals.deal(dealId, customerId);
  }
}
