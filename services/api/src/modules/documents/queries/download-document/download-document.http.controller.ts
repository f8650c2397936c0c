import { DOCUMENT_CONTENT_TYPES, type Actor } from '@autoleasing/contracts';
import type { DocumentsRepository, DocumentStorage } from '@autoleasing/infra';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import type { FastifyReply } from 'fastify';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { documentErrors } from '../../shared/document-errors';
import { DocumentIdParamDto } from '../../shared/document-params.dto';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY } from '../../shared/documents.tokens';
import { sendDocument } from '../../shared/send-document';

@ApiTags('documents')
@Controller('api/v1/documents')
export class DownloadDocumentHttpController {
  constructor(
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  /** The file itself, for its owner (and ops staff). Anyone else gets the 404 of a missing one. */
  @Get(':id')
  @RequiresLogin()
  @ApiOperation({ summary: 'Dokument herunterladen' })
  @RespondsWithFile([...DOCUMENT_CONTENT_TYPES], 'Die Datei (PDF, JPEG oder PNG) mit ihrem Namen in Content-Disposition')
  async download(@Param() params: DocumentIdParamDto, @RequestActor() actor: Actor, @Res() reply: FastifyReply): Promise<void> {
    const row = await this.repository.findById(params.id);
    const allowed = row && !row.deletedAt && (row.ownerCustomerId === actor.userId || actor.role === 'Admin');
    if (!row || !allowed) throw documentErrors.notFound();
    const content = await this.storage.get(row.s3Key);
    if (!content) throw documentErrors.notFound();
    await sendDocument(reply, row, content);
  }
}
