import { createDocumentStorage, createUploadSigner, DocumentsRepository, loadDocumentsConfig } from '@autoleasing/infra';
import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../core/tokens';
import { AttachCustomerDocumentHttpController } from './commands/attach-customer-document/attach-customer-document.http.controller';
import { CreateUploadTargetHttpController } from './commands/create-upload-target/create-upload-target.http.controller';
import { ReceiveUploadHttpController } from './commands/receive-upload/receive-upload.http.controller';
import { RemoveCustomerDocumentHttpController } from './commands/remove-customer-document/remove-customer-document.http.controller';
import { DownloadDocumentHttpController } from './queries/download-document/download-document.http.controller';
import { ListCustomerDocumentsHttpController } from './queries/list-customer-documents/list-customer-documents.http.controller';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY, UPLOAD_SIGNER } from './shared/documents.tokens';
import { DocumentsService } from './shared/documents.service';

const config = () => loadDocumentsConfig();

/**
 * Checkout documents (spec 3.6, 5.2, 7.5): signed upload targets (our own endpoint by default,
 * S3 presigned POST with S3_BUCKET), the upload endpoint, downloads for the owner, and the
 * customer's attached documents. Deal and final-offer attachments live in the checkout module.
 */
@Module({
  controllers: [
    CreateUploadTargetHttpController,
    ReceiveUploadHttpController,
    DownloadDocumentHttpController,
    ListCustomerDocumentsHttpController,
    AttachCustomerDocumentHttpController,
    RemoveCustomerDocumentHttpController,
  ],
  providers: [
    { provide: UPLOAD_SIGNER, useFactory: () => createUploadSigner(config()) },
    { provide: DOCUMENT_STORAGE, inject: [UPLOAD_SIGNER], useFactory: (signer: ReturnType<typeof createUploadSigner>) => createDocumentStorage(config(), signer) },
    { provide: DOCUMENTS_REPOSITORY, inject: [PG_POOL], useFactory: (pool: Pool) => new DocumentsRepository(pool) },
    DocumentsService,
  ],
  exports: [DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY, DocumentsService],
})
export class DocumentsModule {}
