import type { OpsDealSearchQuery, OpsDealSearchResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class SearchDealsQuery extends Query<OpsDealSearchResponse> {
  constructor(readonly filter: OpsDealSearchQuery) {
    super();
  }
}
