import { Module } from '@nestjs/common';
import { CopyDiscountsHandler } from './commands/copy-discounts/copy-discounts.handler';
import { CopyDiscountsHttpController } from './commands/copy-discounts/copy-discounts.http.controller';
import { UpdateAllHandler } from './commands/update-all/update-all.handler';
import { UpdateAllHttpController } from './commands/update-all/update-all.http.controller';
import { ChangeLayoutHandler } from './commands/change-layout/change-layout.handler';
import { ChangeLayoutHttpController } from './commands/change-layout/change-layout.http.controller';
import { CancelDiscountCampaignHandler } from './commands/cancel-discount-campaign/cancel-discount-campaign.handler';
import { CancelDiscountCampaignHttpController } from './commands/cancel-discount-campaign/cancel-discount-campaign.http.controller';
import { ScheduleDiscountCampaignHandler } from './commands/schedule-discount-campaign/schedule-discount-campaign.handler';
import { ScheduleDiscountCampaignHttpController } from './commands/schedule-discount-campaign/schedule-discount-campaign.http.controller';
import { RestoreDiscountsHandler } from './commands/restore-discounts/restore-discounts.handler';
import { RestoreDiscountsHttpController } from './commands/restore-discounts/restore-discounts.http.controller';
import { SaveDiscountsHandler } from './commands/save-discounts/save-discounts.handler';
import { SaveDiscountsHttpController } from './commands/save-discounts/save-discounts.http.controller';
import { UnconfirmDiscountsHandler } from './commands/unconfirm-discounts/unconfirm-discounts.handler';
import { UnconfirmDiscountsHttpController } from './commands/unconfirm-discounts/unconfirm-discounts.http.controller';
import { ImportDiscountsHandler } from './commands/import-discounts/import-discounts.handler';
import { ImportDiscountsHttpController } from './commands/import-discounts/import-discounts.http.controller';
import { DiscountSheetSource } from './excel/discount-sheet.source';
import { ExportDiscountsHandler } from './queries/export-discounts/export-discounts.handler';
import { ExportDiscountsHttpController } from './queries/export-discounts/export-discounts.http.controller';
import { CopyPreviewHandler } from './queries/copy-preview/copy-preview.handler';
import { CopyPreviewHttpController } from './queries/copy-preview/copy-preview.http.controller';
import { CheckLayoutColumnHandler } from './queries/check-layout-column/check-layout-column.handler';
import { CheckLayoutColumnHttpController } from './queries/check-layout-column/check-layout-column.http.controller';
import { GetDiscountLayoutHandler } from './queries/get-discount-layout/get-discount-layout.handler';
import { GetDiscountLayoutHttpController } from './queries/get-discount-layout/get-discount-layout.http.controller';
import { ListDiscountCampaignsHandler } from './queries/list-discount-campaigns/list-discount-campaigns.handler';
import { ListDiscountCampaignsHttpController } from './queries/list-discount-campaigns/list-discount-campaigns.http.controller';
import { CountDiscountRowsHandler } from './queries/count-discount-rows/count-discount-rows.handler';
import { CountDiscountRowsHttpController } from './queries/count-discount-rows/count-discount-rows.http.controller';
import { ListDealerBanksHandler } from './queries/list-dealer-banks/list-dealer-banks.handler';
import { ListDealerBanksHttpController } from './queries/list-dealer-banks/list-dealer-banks.http.controller';
import { ListDealerManufacturersHandler } from './queries/list-dealer-manufacturers/list-dealer-manufacturers.handler';
import { ListDealerManufacturersHttpController } from './queries/list-dealer-manufacturers/list-dealer-manufacturers.http.controller';
import { DiscountHistoryHandler } from './queries/discount-history/discount-history.handler';
import { DiscountHistoryHttpController } from './queries/discount-history/discount-history.http.controller';
import { GetDiscountsHandler } from './queries/get-discounts/get-discounts.handler';
import { GetDiscountsHttpController } from './queries/get-discounts/get-discounts.http.controller';
import { RowOffersReader } from './queries/get-discounts/row-offers.reader';
import { UpdateAllPreviewHandler } from './queries/update-all-preview/update-all-preview.handler';
import { UpdateAllPreviewHttpController } from './queries/update-all-preview/update-all-preview.http.controller';
import { DealerAccess } from './shared/dealer-access';
import { DealerDiscountsRepository } from './shared/dealer-discounts.repository';
import { DiscountCampaignsReader } from './shared/discount-campaigns.reader';
import { DiscountJobs } from './shared/discount-jobs';
import { DiscountTableStore } from './shared/discount-table-store';
import { UpdateAllCheck } from './shared/update-all-check';

/**
 * The dealer area (spec 2.5, 7.1): the discount table per dealer, customer group, bank and brand,
 * its layout and its history. update_all and copy run as jobs.
 */
@Module({
  controllers: [
    ListDealerBanksHttpController,
    ListDealerManufacturersHttpController,
    CountDiscountRowsHttpController,
    DiscountHistoryHttpController,
    GetDiscountsHttpController,
    SaveDiscountsHttpController,
    UnconfirmDiscountsHttpController,
    RestoreDiscountsHttpController,
    ListDiscountCampaignsHttpController,
    ScheduleDiscountCampaignHttpController,
    CancelDiscountCampaignHttpController,
    GetDiscountLayoutHttpController,
    CheckLayoutColumnHttpController,
    ChangeLayoutHttpController,
    UpdateAllHttpController,
    UpdateAllPreviewHttpController,
    CopyDiscountsHttpController,
    ExportDiscountsHttpController,
    ImportDiscountsHttpController,
    CopyPreviewHttpController,
  ],
  providers: [
    DealerAccess,
    DealerDiscountsRepository,
    DiscountTableStore,
    GetDiscountsHandler,
    RowOffersReader,
    DiscountHistoryHandler,
    SaveDiscountsHandler,
    UnconfirmDiscountsHandler,
    RestoreDiscountsHandler,
    ScheduleDiscountCampaignHandler,
    CancelDiscountCampaignHandler,
    ChangeLayoutHandler,
    DiscountSheetSource,
    ExportDiscountsHandler,
    ImportDiscountsHandler,
    CopyPreviewHandler,
    UpdateAllCheck,
    DiscountJobs,
    UpdateAllHandler,
    UpdateAllPreviewHandler,
    CopyDiscountsHandler,
    DiscountCampaignsReader,
    ListDiscountCampaignsHandler,
    GetDiscountLayoutHandler,
    CheckLayoutColumnHandler,
    ListDealerBanksHandler,
    ListDealerManufacturersHandler,
    CountDiscountRowsHandler,
  ],
  exports: [DealerAccess, DealerDiscountsRepository, DiscountTableStore],
})
export class DealerDiscountsModule {}
