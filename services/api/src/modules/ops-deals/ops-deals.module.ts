import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module';
import { DocumentsModule } from '../documents/documents.module';
import { PaymentModule } from '../payment/payment.module';
import { ArchiveDealHandler } from './commands/archive-deal/archive-deal.handler';
import { ArchiveDealHttpController } from './commands/archive-deal/archive-deal.http.controller';
import { AttachContractHandler } from './commands/attach-contract/attach-contract.handler';
import { AttachContractHttpController } from './commands/attach-contract/attach-contract.http.controller';
import { CreateContractUploadTargetHandler } from './commands/create-contract-upload-target/create-contract-upload-target.handler';
import { CreateContractUploadTargetHttpController } from './commands/create-contract-upload-target/create-contract-upload-target.http.controller';
import { PerformOpsActionHandler } from './commands/perform-ops-action/perform-ops-action.handler';
import { PerformOpsActionHttpController } from './commands/perform-ops-action/perform-ops-action.http.controller';
import { ReplyToMessageHandler } from './commands/reply-to-message/reply-to-message.handler';
import { ReplyToMessageHttpController } from './commands/reply-to-message/reply-to-message.http.controller';
import { GetTimelineHandler } from './queries/get-timeline/get-timeline.handler';
import { GetTimelineHttpController } from './queries/get-timeline/get-timeline.http.controller';
import { ListDealsHandler } from './queries/list-deals/list-deals.handler';
import { ListDealsHttpController } from './queries/list-deals/list-deals.http.controller';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler';
import { ListMessagesHttpController } from './queries/list-messages/list-messages.http.controller';
import { SearchDealsHandler } from './queries/search-deals/search-deals.handler';
import { SearchDealsHttpController } from './queries/search-deals/search-deals.http.controller';
import { OpsDealMessagesRepository } from './shared/ops-deal-messages.repository';
import { OpsDealsRepository } from './shared/ops-deals.repository';
import { OpsNotesRepository } from './shared/ops-notes.repository';

const handlers = [
  ListDealsHandler,
  SearchDealsHandler,
  GetTimelineHandler,
  ListMessagesHandler,
  PerformOpsActionHandler,
  ArchiveDealHandler,
  ReplyToMessageHandler,
  CreateContractUploadTargetHandler,
  AttachContractHandler,
];

/**
 * The ops screen (Admin, web feature `ops-deals`): deals from checkout_completed on, the ops
 * actions and archiving through the checkout's deal command path, the filtered deal list, a
 * deal's timeline, its messages with the staff reply, and the contract upload (documents storage).
 * One folder per use case (commands/, queries/); shared/ has one repository per table family.
 */
@Module({
  imports: [CheckoutModule, PaymentModule, DocumentsModule],
  controllers: [
    ListDealsHttpController,
    SearchDealsHttpController,
    GetTimelineHttpController,
    ListMessagesHttpController,
    PerformOpsActionHttpController,
    ArchiveDealHttpController,
    ReplyToMessageHttpController,
    CreateContractUploadTargetHttpController,
    AttachContractHttpController,
  ],
  providers: [OpsDealsRepository, OpsDealMessagesRepository, OpsNotesRepository, ...handlers],
})
export class OpsDealsModule {}
