import type { AdminDealListResponse, DealCustomerState } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ListDealsQuery extends Query<AdminDealListResponse> {
  constructor(
    readonly customerState: DealCustomerState | undefined,
    readonly page: number,
  ) {
    super();
  }
}
