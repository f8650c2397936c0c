import type { TotalAmountResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Query } from '@nestjs/cqrs';

/** How many rows of a table hold discount data (shown before one imports from it). */
export class CountDiscountRowsQuery extends Query<TotalAmountResponse> {
  constructor(readonly scope: DiscountScope) {
    super();
  }
}
