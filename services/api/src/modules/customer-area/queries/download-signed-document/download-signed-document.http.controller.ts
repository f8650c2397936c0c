import { DOCUMENT_CONTENT_TYPES } from '@autoleasing/contracts';
import type { DocumentsRepository, DocumentStorage } from '@autoleasing/infra';
import { Controller, Get, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendDocument } from '../../../documents/shared/send-document';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY } from '../../../documents/shared/documents.tokens';
import { DownloadLinkSigner } from '../../shared/download-link-signer';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { DownloadSignedDocumentQueryDto, linkNotFound } from './download-signed-document.request.dto';

/**
 * GET /api/v1/customer_area/documents/{id}/download?customer&expires&signature — the signed link
 * of the customer's document list. A wrong, expired or foreign link answers 404 like a missing file.
 */
@ApiTags('customer-area')
@Controller('api/v1/customer_area/documents')
export class DownloadSignedDocumentHttpController {
  constructor(
    private readonly signer: DownloadLinkSigner,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  @Get(':id/download')
  @ApiOperation({ summary: 'Dokument über einen kurzlebigen signierten Link herunterladen' })
  @RespondsWithFile([...DOCUMENT_CONTENT_TYPES], 'Das Dokument (PDF oder Bild)')
  async download(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() { customer, expires, signature }: DownloadSignedDocumentQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!this.signer.verify(id, customer, expires, signature)) throw linkNotFound();
    const row = await this.repository.findById(id);
    if (!row || row.deletedAt || row.ownerCustomerId !== customer) throw linkNotFound();
    const content = await this.storage.get(row.s3Key);
    if (!content) throw linkNotFound();
    await sendDocument(reply, row, content);
  }
}
