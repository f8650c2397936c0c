import { DOCUMENT_CONTENT_TYPES } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendDocument } from '../../../documents/shared/send-document';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { DownloadSignedDocumentQuery } from './download-signed-document.query';
import { DownloadSignedDocumentQueryDto } from './download-signed-document.request.dto';

/**
 * GET /api/v1/customer_area/documents/{id}/download?customer&expires&signature — the signed link
 * of the customer's document list. A wrong, expired or foreign link answers 404 like a missing file.
 */
@ApiTags('customer-area')
@Controller('api/v1/customer_area/documents')
export class DownloadSignedDocumentHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/download')
  @ApiOperation({ summary: 'Dokument über einen kurzlebigen signierten Link herunterladen' })
  @RespondsWithFile([...DOCUMENT_CONTENT_TYPES], 'Das Dokument (PDF oder Bild)')
  async download(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() { customer, expires, signature }: DownloadSignedDocumentQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { row, content } = await this.queryBus.execute(new DownloadSignedDocumentQuery(id, { customer, expires, signature }));
    await sendDocument(reply, row, content);
  }
}
