import { MovedToProjection } from './moved-to-projection';

/** Added the import kind and file name to dealer_discount_history (issue 21); the dealer-discounts projection's table now. */
export class DiscountHistoryImports1763700000170 extends MovedToProjection {
  readonly name = 'DiscountHistoryImports1763700000170';
}
