import { MovedToProjection } from './moved-to-projection';

/** Added the per-cell last editor to dealer_discount_rows (issue 7); the dealer-discounts projection's table now. */
export class DealerDiscountCellEditors1763700000021 extends MovedToProjection {
  readonly name = 'DealerDiscountCellEditors1763700000021';
}
