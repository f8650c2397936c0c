import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module';
import { DocumentsModule } from '../documents/documents.module';
import { PaymentModule } from '../payment/payment.module';
import { ContractDocumentHttpController } from './contract-document/contract-document.http.controller';
import { ContractDocumentService } from './contract-document/contract-document.service';
import { OpsDealMessagesHttpController } from './ops-deal-messages/ops-deal-messages.http.controller';
import { OpsDealMessagesRepository } from './ops-deal-messages/ops-deal-messages.repository';
import { OpsDealSearchHttpController } from './ops-deal-search/ops-deal-search.http.controller';
import { OpsDealsRepository } from './ops-deal-search/ops-deals.repository';
import { OpsDealsHttpController } from './ops-deals.http.controller';

/**
 * The ops screen (Admin, web feature `ops-deals`): deals from checkout_completed on, the ops
 * actions and archiving through the checkout's deal command path, the filtered deal list, a
 * deal's timeline, its messages with the staff reply, and the contract upload (documents storage).
 */
@Module({
  imports: [CheckoutModule, PaymentModule, DocumentsModule],
  controllers: [OpsDealsHttpController, OpsDealSearchHttpController, OpsDealMessagesHttpController, ContractDocumentHttpController],
  providers: [OpsDealsRepository, OpsDealMessagesRepository, ContractDocumentService],
})
export class OpsDealsModule {}
