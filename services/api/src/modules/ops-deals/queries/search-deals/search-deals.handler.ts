import { OPS_DEALS_PER_PAGE, type OpsDealSearchResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OpsDealsRepository } from '../../shared/ops-deals.repository';
import { assertOpsState } from '../../shared/ops-states';
import { SearchDealsQuery } from './search-deals.query';

/** The ops screen's deal list with its filters (state group, state, search by deal id, customer name or e-mail, dealer). */
@QueryHandler(SearchDealsQuery)
export class SearchDealsHandler implements IQueryHandler<SearchDealsQuery> {
  constructor(private readonly deals: OpsDealsRepository) {}

  async execute({ filter }: SearchDealsQuery): Promise<OpsDealSearchResponse> {
    assertOpsState(filter.customer_state);
    const [{ rows, total, page }, dealers] = await Promise.all([this.deals.search(filter), this.deals.dealers()]);
    return { data: rows, meta: { page, per_page: OPS_DEALS_PER_PAGE, total }, dealers };
  }
}
