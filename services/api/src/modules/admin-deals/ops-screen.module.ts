import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module';
import { DocumentsModule } from '../documents/documents.module';
import { ContractDocumentHttpController } from './contract-document/contract-document.http.controller';
import { ContractDocumentService } from './contract-document/contract-document.service';
import { OpsDealSearchHttpController } from './ops-deal-search/ops-deal-search.http.controller';
import { OpsDealsRepository } from './ops-deal-search/ops-deals.repository';

/**
 * The ops screen's own endpoints beside the ops actions (AdminDealsModule): the filtered deal
 * list, a deal's timeline and the contract upload (documents storage and the deal command path).
 */
@Module({
  imports: [CheckoutModule, DocumentsModule],
  controllers: [OpsDealSearchHttpController, ContractDocumentHttpController],
  providers: [OpsDealsRepository, ContractDocumentService],
})
export class OpsScreenModule {}
