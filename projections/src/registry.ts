import { auditTrailProjection } from './audit-trail';
import { customerAreaProjection } from './customer-area';
import { dealMailsReaction } from './deal-mails';
import { dealsProjection } from './deals';
import { dealerDiscountsProjection } from './dealer-discounts';
import { discountComparisonProjection } from './discount-comparison';
import { offerPricesProjection } from './offer-prices';
import type { Projection } from './runtime/projection';

/** Every projection the runner processes start. A new read model adds one line here. */
export const PROJECTIONS: readonly Projection[] = [auditTrailProjection, dealerDiscountsProjection, discountComparisonProjection, dealsProjection, offerPricesProjection, customerAreaProjection, dealMailsReaction];

export function findProjection(name: string, projections: readonly Projection[] = PROJECTIONS): Projection | undefined {
  return projections.find((p) => p.name === name);
}

export function projectionNames(projections: readonly Projection[] = PROJECTIONS): string[] {
  return projections.map((p) => p.name);
}
