import { OPS_STATES, type AdminDealListResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealReadModel, toAdminRow } from '../../../checkout/shared/deal-read-model';
import { assertOpsState } from '../../shared/ops-states';
import { ListDealsQuery } from './list-deals.query';

export const ADMIN_DEALS_PER_PAGE = 20;

/** Deals from checkout_completed on (optionally in one state), 20 per page. */
@QueryHandler(ListDealsQuery)
export class ListDealsHandler implements IQueryHandler<ListDealsQuery> {
  constructor(private readonly deals: DealReadModel) {}

  async execute({ customerState, page }: ListDealsQuery): Promise<AdminDealListResponse> {
    const states = customerState ? [customerState] : OPS_STATES;
    assertOpsState(customerState);
    const { rows, total } = await this.deals.listForOps(states, page, ADMIN_DEALS_PER_PAGE);
    return { data: rows.map(toAdminRow), meta: { page, per_page: ADMIN_DEALS_PER_PAGE, total } };
  }
}
