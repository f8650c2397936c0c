import type { CustomerDashboardDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetDashboardQuery extends Query<CustomerDashboardDto> {
  constructor(
    readonly customerId: string,
  ) {
    super();
  }
}
