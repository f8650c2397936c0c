import type { ComparisonDealersResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { ComparisonDealersFilter } from './list-comparison-dealers.request.dto';

/** The dealers with discount data for a bank and brand (the comparison's choices). */
export class ListComparisonDealersQuery extends Query<ComparisonDealersResponse> {
  constructor(readonly filter: ComparisonDealersFilter) {
    super();
  }
}
