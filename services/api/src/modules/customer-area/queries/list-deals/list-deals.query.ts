import type { CustomerDealListDto, CustomerStateGroup } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ListDealsQuery extends Query<CustomerDealListDto> {
  constructor(
    readonly customerId: string,
    readonly group: CustomerStateGroup | 'all',
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
