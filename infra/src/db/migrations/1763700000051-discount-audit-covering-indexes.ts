import { MovedToProjection } from './moved-to-projection';

/** Replaced the audit explorer's indexes on dealer_discount_history by covering ones (issue 8); the dealer-discounts projection creates them now. */
export class DiscountAuditCoveringIndexes1763700000051 extends MovedToProjection {
  readonly name = 'DiscountAuditCoveringIndexes1763700000051';
}
