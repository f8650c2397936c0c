import { Module } from '@nestjs/common';
import { DiscountBulkHttpController } from './bulk/discount-bulk.http.controller';
import { ChangeLayoutHandler } from './commands/change-layout/change-layout.handler';
import { DiscountLayoutsHttpController } from './commands/change-layout/change-layout.http.controller';
import { SaveDiscountsHandler } from './commands/save-discounts/save-discounts.handler';
import { SaveDiscountsHttpController } from './commands/save-discounts/save-discounts.http.controller';
import { UnconfirmDiscountsHandler } from './commands/unconfirm-discounts/unconfirm-discounts.handler';
import { UnconfirmDiscountsHttpController } from './commands/unconfirm-discounts/unconfirm-discounts.http.controller';
import { DealerListsHttpController } from './queries/dealer-lists/dealer-lists.http.controller';
import { DiscountHistoryHandler } from './queries/discount-history/discount-history.handler';
import { DiscountHistoryHttpController } from './queries/discount-history/discount-history.http.controller';
import { GetDiscountsHandler } from './queries/get-discounts/get-discounts.handler';
import { GetDiscountsHttpController } from './queries/get-discounts/get-discounts.http.controller';
import { RowOffersReader } from './queries/get-discounts/row-offers.reader';
import { DealerAccess } from './shared/dealer-access';
import { DealerDiscountsRepository } from './shared/dealer-discounts.repository';
import { DiscountTableStore } from './shared/discount-table-store';

/**
 * The dealer area (spec 2.5, 7.1): the discount table per dealer, customer group, bank and brand,
 * its layout and its history. update_all and copy run as jobs (their own controllers join here).
 */
@Module({
  controllers: [
    DealerListsHttpController,
    DiscountHistoryHttpController,
    GetDiscountsHttpController,
    SaveDiscountsHttpController,
    UnconfirmDiscountsHttpController,
    DiscountLayoutsHttpController,
    DiscountBulkHttpController,
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
    ChangeLayoutHandler,
  ],
  exports: [DealerAccess, DealerDiscountsRepository, DiscountTableStore],
})
export class DealerDiscountsModule {}
