import { MovedToProjection } from './moved-to-projection';

/** Created discount_comparison_rows and the first audit explorer indexes on dealer_discount_history (issue 8); the discount-comparison and dealer-discounts projections' tables now. */
export class DiscountComparisonAndAudit1763700000050 extends MovedToProjection {
  readonly name = 'DiscountComparisonAndAudit1763700000050';
}
