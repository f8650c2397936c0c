import { Module } from '@nestjs/common';
import { ComparisonHandler } from './comparison/comparison.handler';
import { ComparisonHttpController } from './comparison/comparison.http.controller';
import { AdminDealersRepository } from './dealers/admin-dealers.repository';
import { UsersDealersHttpController } from './dealers/users-dealers.http.controller';
import { DiscountAuditHandler } from './discount-audit/discount-audit.handler';
import { DiscountAuditHttpController } from './discount-audit/discount-audit.http.controller';
import { DiscountOverviewHandler } from './discount-overview/discount-overview.handler';
import { DiscountOverviewHttpController } from './discount-overview/discount-overview.http.controller';

/**
 * Admin and ops for discounts (spec 2.5 admin overview, 7.7, issue 8), Admin only: the dealer
 * list, the overview of every dealer's rows, the comparison and the discount audit explorer.
 * Acting for a dealer happens in the dealer area's own routes (dealer id in the path).
 */
@Module({
  controllers: [UsersDealersHttpController, DiscountOverviewHttpController, ComparisonHttpController, DiscountAuditHttpController],
  providers: [AdminDealersRepository, DiscountOverviewHandler, ComparisonHandler, DiscountAuditHandler],
})
export class AdminModule {}
