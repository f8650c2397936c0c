import type { DiscountLayoutResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** How many additional discount columns the dealer's table of one brand has. */
export class GetDiscountLayoutQuery extends Query<DiscountLayoutResponse> {
  constructor(
    readonly dealerId: string,
    readonly manufacturerId: string,
  ) {
    super();
  }
}
