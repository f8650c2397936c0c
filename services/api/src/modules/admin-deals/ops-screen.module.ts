import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module';
import { DocumentsModule } from '../documents/documents.module';
import { ContractDocumentHttpController } from './contract-document/contract-document.http.controller';
import { ContractDocumentService } from './contract-document/contract-document.service';
import { OpsDealMessagesHttpController } from './ops-deal-messages/ops-deal-messages.http.controller';
import { OpsDealMessagesRepository } from './ops-deal-messages/ops-deal-messages.repository';
import { OpsDealSearchHttpController } from './ops-deal-search/ops-deal-search.http.controller';
import { OpsDealsRepository } from './ops-deal-search/ops-deals.repository';

/**
 * The ops screen's own endpoints beside the ops actions (AdminDealsModule): the filtered deal
 * list, a deal's timeline, its messages with the staff reply, and the contract upload (documents
 * storage and the deal command path).
 */
@Module({
  imports: [CheckoutModule, DocumentsModule],
  controllers: [OpsDealSearchHttpController, OpsDealMessagesHttpController, ContractDocumentHttpController],
  providers: [OpsDealsRepository, OpsDealMessagesRepository, ContractDocumentService],
})
export class OpsScreenModule {}
