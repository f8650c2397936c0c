import type { DocumentsRepository, DocumentStorage } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY } from '../../../documents/shared/documents.tokens';
import { DownloadLinkSigner } from '../../shared/download-link-signer';
import { DownloadSignedDocumentQuery, type SignedDocument } from './download-signed-document.query';
import { linkNotFound } from './download-signed-document.request.dto';

/** A wrong, expired or foreign link answers 404 like a missing file, so nobody learns which documents exist. */
@QueryHandler(DownloadSignedDocumentQuery)
export class DownloadSignedDocumentHandler implements IQueryHandler<DownloadSignedDocumentQuery> {
  constructor(
    private readonly signer: DownloadLinkSigner,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  async execute({ documentId, link: { customer, expires, signature } }: DownloadSignedDocumentQuery): Promise<SignedDocument> {
    if (!this.signer.verify(documentId, customer, expires, signature)) throw linkNotFound();
    const row = await this.repository.findById(documentId);
    if (!row || row.deletedAt || row.ownerCustomerId !== customer) throw linkNotFound();
    const content = await this.storage.get(row.s3Key);
    if (!content) throw linkNotFound();
    return { row, content };
  }
}
