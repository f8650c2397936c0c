import { DOCUMENT_CONTENT_TYPES, type Actor } from '@autoleasing/contracts';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import type { FastifyReply } from 'fastify';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { DocumentIdParamDto } from '../../shared/document-params.dto';
import { sendDocument } from '../../shared/send-document';
import { DownloadDocumentQuery } from './download-document.query';

@ApiTags('documents')
@Controller('api/v1/documents')
export class DownloadDocumentHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The file itself, for its owner (and ops staff). Anyone else gets the 404 of a missing one. */
  @Get(':id')
  @RequiresLogin()
  @ApiOperation({ summary: 'Dokument herunterladen' })
  @RespondsWithFile([...DOCUMENT_CONTENT_TYPES], 'Die Datei (PDF, JPEG oder PNG) mit ihrem Namen in Content-Disposition')
  async download(@Param() params: DocumentIdParamDto, @RequestActor() actor: Actor, @Res() reply: FastifyReply): Promise<void> {
    const { row, content } = await this.queryBus.execute(new DownloadDocumentQuery(params.id, actor));
    await sendDocument(reply, row, content);
  }
}
