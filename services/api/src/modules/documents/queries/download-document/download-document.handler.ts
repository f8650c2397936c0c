import type { DocumentsRepository, DocumentStorage } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { documentErrors } from '../../shared/document-errors';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY } from '../../shared/documents.tokens';
import { type DocumentFile, DownloadDocumentQuery } from './download-document.query';

/** The file for its owner (and ops staff). Anyone else gets the 404 of a missing one. */
@QueryHandler(DownloadDocumentQuery)
export class DownloadDocumentHandler implements IQueryHandler<DownloadDocumentQuery> {
  constructor(
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  async execute({ documentId, actor }: DownloadDocumentQuery): Promise<DocumentFile> {
    const row = await this.repository.findById(documentId);
    const allowed = row && !row.deletedAt && (row.ownerCustomerId === actor.userId || actor.role === 'Admin');
    if (!row || !allowed) throw documentErrors.notFound();
    const content = await this.storage.get(row.s3Key);
    if (!content) throw documentErrors.notFound();
    return { row, content };
  }
}
