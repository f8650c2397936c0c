import { createDocumentStorage, createUploadSigner, DocumentsRepository, type RuntimeConfig } from '@autoleasing/infra';
import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, RUNTIME_CONFIG } from '../../core/tokens';
import { CheckoutModule } from '../checkout/checkout.module';
import { SelfAssessmentModule } from '../checkout/self-assessment.module';
import { AttachCustomerDocumentHandler } from './commands/attach-customer-document/attach-customer-document.handler';
import { AttachCustomerDocumentHttpController } from './commands/attach-customer-document/attach-customer-document.http.controller';
import { AttachDealDocumentHandler } from './commands/attach-deal-document/attach-deal-document.handler';
import { AttachDealDocumentHttpController } from './commands/attach-deal-document/attach-deal-document.http.controller';
import { AttachFinalOfferDocumentHandler } from './commands/attach-final-offer-document/attach-final-offer-document.handler';
import { AttachFinalOfferDocumentHttpController } from './commands/attach-final-offer-document/attach-final-offer-document.http.controller';
import { CreateUploadTargetHandler } from './commands/create-upload-target/create-upload-target.handler';
import { CreateUploadTargetHttpController } from './commands/create-upload-target/create-upload-target.http.controller';
import { ReceiveUploadHandler } from './commands/receive-upload/receive-upload.handler';
import { ReceiveUploadHttpController } from './commands/receive-upload/receive-upload.http.controller';
import { RemoveCustomerDocumentHandler } from './commands/remove-customer-document/remove-customer-document.handler';
import { RemoveCustomerDocumentHttpController } from './commands/remove-customer-document/remove-customer-document.http.controller';
import { RemoveDealDocumentHandler } from './commands/remove-deal-document/remove-deal-document.handler';
import { RemoveDealDocumentHttpController } from './commands/remove-deal-document/remove-deal-document.http.controller';
import { RemoveFinalOfferDocumentHandler } from './commands/remove-final-offer-document/remove-final-offer-document.handler';
import { RemoveFinalOfferDocumentHttpController } from './commands/remove-final-offer-document/remove-final-offer-document.http.controller';
import { DownloadDocumentHandler } from './queries/download-document/download-document.handler';
import { DownloadDocumentHttpController } from './queries/download-document/download-document.http.controller';
import { ListCustomerDocumentsHandler } from './queries/list-customer-documents/list-customer-documents.handler';
import { ListCustomerDocumentsHttpController } from './queries/list-customer-documents/list-customer-documents.http.controller';
import { DealDocumentsService } from './shared/deal-documents.service';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY, UPLOAD_SIGNER } from './shared/documents.tokens';
import { DocumentsService } from './shared/documents.service';
import { DocumentsSweeper } from './shared/documents-sweeper';
import { UploadQuota } from './shared/upload-quota';

/**
 * Checkout documents (spec 3.6, 5.2, 7.5): signed upload targets (our own endpoint by default,
 * S3 presigned POST with S3_BUCKET), the upload endpoint, downloads for the owner, and the
 * attached documents of the customer, a deal or a final offer (the latter two as deal events).
 */
@Module({
  // The Selbstauskunft endpoint (checkout/self-assessment.module.ts) is part of the documents flow.
  imports: [CheckoutModule, SelfAssessmentModule],
  controllers: [
    CreateUploadTargetHttpController,
    ReceiveUploadHttpController,
    DownloadDocumentHttpController,
    ListCustomerDocumentsHttpController,
    AttachCustomerDocumentHttpController,
    RemoveCustomerDocumentHttpController,
    AttachDealDocumentHttpController,
    AttachFinalOfferDocumentHttpController,
    RemoveDealDocumentHttpController,
    RemoveFinalOfferDocumentHttpController,
  ],
  providers: [
    { provide: UPLOAD_SIGNER, inject: [RUNTIME_CONFIG], useFactory: (config: RuntimeConfig) => createUploadSigner(config.documents) },
    {
      provide: DOCUMENT_STORAGE,
      inject: [RUNTIME_CONFIG, UPLOAD_SIGNER],
      useFactory: (config: RuntimeConfig, signer: ReturnType<typeof createUploadSigner>) => createDocumentStorage(config.documents, signer),
    },
    { provide: DOCUMENTS_REPOSITORY, inject: [PG_POOL], useFactory: (pool: Pool) => new DocumentsRepository(pool) },
    DocumentsService,
    DealDocumentsService,
    DocumentsSweeper,
    UploadQuota,
    CreateUploadTargetHandler,
    ReceiveUploadHandler,
    DownloadDocumentHandler,
    ListCustomerDocumentsHandler,
    AttachCustomerDocumentHandler,
    RemoveCustomerDocumentHandler,
    AttachDealDocumentHandler,
    AttachFinalOfferDocumentHandler,
    RemoveDealDocumentHandler,
    RemoveFinalOfferDocumentHandler,
  ],
  exports: [DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY, DocumentsService],
})
export class DocumentsModule {}
