import { createDocumentStorage, createUploadSigner, DocumentsRepository, type RuntimeConfig } from '@autoleasing/infra';
import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, RUNTIME_CONFIG } from '../../core/tokens';
import { CheckoutModule } from '../checkout/checkout.module';
import { SelfAssessmentModule } from '../checkout/self-assessment.module';
import { AttachDealDocumentHttpController } from './commands/attach-deal-document/attach-deal-document.http.controller';
import { RemoveDealDocumentHttpController } from './commands/remove-deal-document/remove-deal-document.http.controller';
import { DealDocumentsService } from './shared/deal-documents.service';
import { AttachCustomerDocumentHttpController } from './commands/attach-customer-document/attach-customer-document.http.controller';
import { CreateUploadTargetHttpController } from './commands/create-upload-target/create-upload-target.http.controller';
import { ReceiveUploadHandler } from './commands/receive-upload/receive-upload.handler';
import { ReceiveUploadHttpController } from './commands/receive-upload/receive-upload.http.controller';
import { RemoveCustomerDocumentHttpController } from './commands/remove-customer-document/remove-customer-document.http.controller';
import { DownloadDocumentHttpController } from './queries/download-document/download-document.http.controller';
import { ListCustomerDocumentsHttpController } from './queries/list-customer-documents/list-customer-documents.http.controller';
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
    RemoveDealDocumentHttpController,
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
    ReceiveUploadHandler,
  ],
  exports: [DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY, DocumentsService],
})
export class DocumentsModule {}
