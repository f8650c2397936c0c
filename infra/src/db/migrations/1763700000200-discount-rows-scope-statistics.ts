import { MovedToProjection } from './moved-to-projection';

/** Created the scope statistics on dealer_discount_rows (issue 21); the dealer-discounts projection creates them now. */
export class DiscountRowsScopeStatistics1763700000200 extends MovedToProjection {
  readonly name = 'DiscountRowsScopeStatistics1763700000200';
}
