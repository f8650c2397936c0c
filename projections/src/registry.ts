import type { RuntimeConfig, TableOwner } from '@autoleasing/infra';
import { auditTrailProjection, createAuditTrailTables } from './audit-trail';
import { createCustomerAreaTables, customerAreaProjection } from './customer-area';
import { createDealMailsReaction, DEAL_MAILS_REACTION } from './deal-mails';
import { createDealMailsTables } from './deal-mails/deal-mails.tables';
import { createDealerDiscountTables, dealerDiscountsProjection } from './dealer-discounts';
import { createDealsTables, dealsProjection } from './deals';
import { createDiscountComparisonTables, discountComparisonProjection } from './discount-comparison';
import { createOfferPricesTables, offerPricesProjection } from './offer-prices';
import type { Projection } from './runtime/projection';

/** What the projections take from the running process's RuntimeConfig (read once, at its start). */
export type ProjectionSettings = Pick<RuntimeConfig, 'publicOrigin' | 'operator'>;

/**
 * Every projection the runner processes start, with the process's settings (the deal mails' link
 * origin and the operator their signature names). A new read model adds one line here and one in TABLE_OWNERS.
 */
export function createProjections(settings: ProjectionSettings): readonly Projection[] {
  return [
    auditTrailProjection,
    dealerDiscountsProjection,
    discountComparisonProjection,
    dealsProjection,
    offerPricesProjection,
    customerAreaProjection,
    createDealMailsReaction({ publicOrigin: settings.publicOrigin, operator: settings.operator }),
  ];
}

/**
 * Each projection's tables as the migrate step of every process creates them in public (ADR 0007):
 * the only definition of those tables, which the projection also runs in its rebuild schema. The
 * bare table functions, not `createTables`: the reaction's marks its first run and warms up its
 * PDF renderer, which only the process running it may do.
 */
export const TABLE_OWNERS: readonly TableOwner[] = [
  { name: auditTrailProjection.name, createTables: createAuditTrailTables },
  { name: dealerDiscountsProjection.name, createTables: createDealerDiscountTables },
  { name: discountComparisonProjection.name, createTables: createDiscountComparisonTables },
  { name: dealsProjection.name, createTables: createDealsTables },
  { name: offerPricesProjection.name, createTables: createOfferPricesTables },
  { name: customerAreaProjection.name, createTables: createCustomerAreaTables },
  { name: DEAL_MAILS_REACTION, createTables: createDealMailsTables },
];

/** The names of every projection (each owns its tables: TABLE_OWNERS, in the same order). */
export function projectionNames(): string[] {
  return TABLE_OWNERS.map((p) => p.name);
}
