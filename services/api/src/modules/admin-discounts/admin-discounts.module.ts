import { Module } from '@nestjs/common';
import { ComparisonHandler } from './queries/comparison/comparison.handler';
import { ComparisonHttpController } from './queries/comparison/comparison.http.controller';
import { ComparisonOptionsHttpController } from './queries/comparison-options/comparison-options.http.controller';
import { DiscountAuditHandler } from './queries/discount-audit/discount-audit.handler';
import { DiscountAuditHttpController } from './queries/discount-audit/discount-audit.http.controller';
import { DiscountOverviewHandler } from './queries/discount-overview/discount-overview.handler';
import { DiscountOverviewHttpController } from './queries/discount-overview/discount-overview.http.controller';
import { ListDealersHttpController } from './queries/list-dealers/list-dealers.http.controller';
import { AdminDealersRepository } from './shared/admin-dealers.repository';
import { ComparisonOptionsRepository } from './shared/comparison-options.repository';

/**
 * Admin and ops for discounts (spec 2.5 admin overview, 7.7, issue 8), Admin only: the dealer
 * list, the overview of every dealer's rows, the comparison and the discount audit explorer.
 * Acting for a dealer happens in the dealer area's own routes (dealer id in the path).
 */
@Module({
  controllers: [ListDealersHttpController, DiscountOverviewHttpController, ComparisonOptionsHttpController, ComparisonHttpController, DiscountAuditHttpController],
  providers: [AdminDealersRepository, ComparisonOptionsRepository, DiscountOverviewHandler, ComparisonHandler, DiscountAuditHandler],
})
export class AdminDiscountsModule {}
