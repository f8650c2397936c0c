import { Module } from '@nestjs/common';
import { CopyDiscountsHandler } from './commands/copy-discounts/copy-discounts.handler';
import { CopyDiscountsHttpController } from './commands/copy-discounts/copy-discounts.http.controller';
import { UpdateAllHandler } from './commands/update-all/update-all.handler';
import { UpdateAllHttpController } from './commands/update-all/update-all.http.controller';
import { ChangeLayoutHandler } from './commands/change-layout/change-layout.handler';
import { DiscountLayoutsHttpController } from './commands/change-layout/change-layout.http.controller';
import { DiscountCampaignsHandler } from './commands/discount-campaigns/discount-campaigns.handler';
import { DiscountCampaignsHttpController } from './commands/discount-campaigns/discount-campaigns.http.controller';
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
import { DealerListsHttpController } from './queries/dealer-lists/dealer-lists.http.controller';
import { DiscountHistoryHandler } from './queries/discount-history/discount-history.handler';
import { DiscountHistoryHttpController } from './queries/discount-history/discount-history.http.controller';
import { GetDiscountsHandler } from './queries/get-discounts/get-discounts.handler';
import { GetDiscountsHttpController } from './queries/get-discounts/get-discounts.http.controller';
import { RowOffersReader } from './queries/get-discounts/row-offers.reader';
import { UpdateAllPreviewHandler } from './queries/update-all-preview/update-all-preview.handler';
import { UpdateAllPreviewHttpController } from './queries/update-all-preview/update-all-preview.http.controller';
import { DealerAccess } from './shared/dealer-access';
import { DealerDiscountsRepository } from './shared/dealer-discounts.repository';
import { DiscountJobs } from './shared/discount-jobs';
import { DiscountTableStore } from './shared/discount-table-store';
import { UpdateAllCheck } from './shared/update-all-check';

/**
 * The dealer area (spec 2.5, 7.1): the discount table per dealer, customer group, bank and brand,
 * its layout and its history. update_all and copy run as jobs.
 */
@Module({
  controllers: [
    DealerListsHttpController,
    DiscountHistoryHttpController,
    GetDiscountsHttpController,
    SaveDiscountsHttpController,
    UnconfirmDiscountsHttpController,
    RestoreDiscountsHttpController,
    DiscountCampaignsHttpController,
    DiscountLayoutsHttpController,
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
    DiscountCampaignsHandler,
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
  ],
  exports: [DealerAccess, DealerDiscountsRepository, DiscountTableStore],
})
export class DealerDiscountsModule {}
