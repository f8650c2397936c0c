import { MovedToProjection } from './moved-to-projection';

/** Added the restore and campaign kinds to dealer_discount_history and created discount_campaigns (issue 21); the dealer-discounts projection's tables now. */
export class DiscountRestoreAudit1763700000180 extends MovedToProjection {
  readonly name = 'DiscountRestoreAudit1763700000180';
}
