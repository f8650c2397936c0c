import type { CustomerDashboardDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerDealsReadModel } from '../../shared/customer-deals.read-model';
import { GetDashboardQuery } from './get-dashboard.query';

/** The dashboard: deals per group, the newest deals and notifications, in one round trip. */
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(private readonly deals: CustomerDealsReadModel) {}

  execute({ customerId }: GetDashboardQuery): Promise<CustomerDashboardDto> {
    return this.deals.dashboard(customerId);
  }
}
