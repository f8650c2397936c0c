import { MovedToProjection } from './moved-to-projection';

/** Added the folding columns to customer_deal_timeline (issue 17); the customer-area projection's table now. */
export class CustomerTimelineFolding1763700000110 extends MovedToProjection {
  readonly name = 'CustomerTimelineFolding1763700000110';
}
