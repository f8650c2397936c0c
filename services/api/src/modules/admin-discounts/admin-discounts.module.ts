import { Module } from '@nestjs/common';
import { ComparisonHandler } from './queries/comparison/comparison.handler';
import { ComparisonHttpController } from './queries/comparison/comparison.http.controller';
import { DiscountAuditHandler } from './queries/discount-audit/discount-audit.handler';
import { DiscountAuditHttpController } from './queries/discount-audit/discount-audit.http.controller';
import { ExportDiscountAuditHandler } from './queries/export-discount-audit/export-discount-audit.handler';
import { ExportDiscountAuditHttpController } from './queries/export-discount-audit/export-discount-audit.http.controller';
import { DiscountOverviewHandler } from './queries/discount-overview/discount-overview.handler';
import { DiscountOverviewHttpController } from './queries/discount-overview/discount-overview.http.controller';
import { ListComparisonManufacturersAndBanksHandler } from './queries/list-comparison-manufacturers-and-banks/list-comparison-manufacturers-and-banks.handler';
import { ListComparisonManufacturersAndBanksHttpController } from './queries/list-comparison-manufacturers-and-banks/list-comparison-manufacturers-and-banks.http.controller';
import { ListComparisonDealersHandler } from './queries/list-comparison-dealers/list-comparison-dealers.handler';
import { ListComparisonDealersHttpController } from './queries/list-comparison-dealers/list-comparison-dealers.http.controller';
import { ListComparisonCarSeriesHandler } from './queries/list-comparison-car-series/list-comparison-car-series.handler';
import { ListComparisonCarSeriesHttpController } from './queries/list-comparison-car-series/list-comparison-car-series.http.controller';
import { ListComparisonCarModelsHandler } from './queries/list-comparison-car-models/list-comparison-car-models.handler';
import { ListComparisonCarModelsHttpController } from './queries/list-comparison-car-models/list-comparison-car-models.http.controller';
import { ListDiscountAuditUsersHandler } from './queries/list-discount-audit-users/list-discount-audit-users.handler';
import { ListDiscountAuditUsersHttpController } from './queries/list-discount-audit-users/list-discount-audit-users.http.controller';
import { ListDealersHandler } from './queries/list-dealers/list-dealers.handler';
import { ListDealersHttpController } from './queries/list-dealers/list-dealers.http.controller';
import { AdminDealersRepository } from './shared/admin-dealers.repository';
import { ComparisonOptionsRepository } from './shared/comparison-options.repository';

/**
 * Admin and ops for discounts (spec 2.5 admin overview, 7.7, issue 8), Admin only: the dealer
 * list, the overview of every dealer's rows, the comparison and the discount audit explorer.
 * Acting for a dealer happens in the dealer area's own routes (dealer id in the path).
 */
@Module({
  controllers: [
    ListDealersHttpController,
    DiscountOverviewHttpController,
    ListComparisonManufacturersAndBanksHttpController,
    ListComparisonDealersHttpController,
    ListComparisonCarSeriesHttpController,
    ListComparisonCarModelsHttpController,
    ComparisonHttpController,
    DiscountAuditHttpController,
    ExportDiscountAuditHttpController,
    ListDiscountAuditUsersHttpController,
  ],
  providers: [
    AdminDealersRepository,
    ComparisonOptionsRepository,
    ListDealersHandler,
    DiscountOverviewHandler,
    ComparisonHandler,
    DiscountAuditHandler,
    ExportDiscountAuditHandler,
    ListComparisonManufacturersAndBanksHandler,
    ListComparisonDealersHandler,
    ListComparisonCarSeriesHandler,
    ListComparisonCarModelsHandler,
    ListDiscountAuditUsersHandler,
  ],
})
export class AdminDiscountsModule {}
