import type { CustomerDealListDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerDealsReadModel } from '../../shared/customer-deals.read-model';
import { ListDealsQuery } from './list-deals.query';

/** One page of the customer's deals of a group (spec 4.1) or all, newest change first, with the total. */
@QueryHandler(ListDealsQuery)
export class ListDealsHandler implements IQueryHandler<ListDealsQuery> {
  constructor(private readonly deals: CustomerDealsReadModel) {}

  async execute({ customerId, group, page, perPage }: ListDealsQuery): Promise<CustomerDealListDto> {
    return { group, ...(await this.deals.deals(customerId, group, page, perPage)), page, per_page: perPage };
  }
}
