import type { Actor, AttachedDocument } from '@autoleasing/contracts';
import { notFound } from '@autoleasing/domain';
import { type DocumentsRepository, toAttachedDocument } from '@autoleasing/infra';
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { AttachDocumentRequestDto } from '../../shared/attach-document.request.dto';
import { documentErrors } from '../../shared/document-errors';
import { CustomerIdParamDto } from '../../shared/document-params.dto';
import { DOCUMENTS_REPOSITORY } from '../../shared/documents.tokens';
import { DocumentsService } from '../../shared/documents.service';

@ApiTags('documents')
@Controller('api/v1/checkout/customer/:id/attached_documents')
export class AttachCustomerDocumentHttpController {
  constructor(
    private readonly documents: DocumentsService,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  /**
   * Attaches one of the customer's own uploads to the customer (spec 7.5). Attaching it again
   * the same way changes nothing; a document attached elsewhere answers 409.
   */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Dokument an den Kunden anhängen' })
  @RespondsWith('AttachedDocument', { status: 201 })
  async attach(@Param() params: CustomerIdParamDto, @Body() body: AttachDocumentRequestDto, @RequestActor() actor: Actor): Promise<AttachedDocument> {
    if (params.id !== actor.userId) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
    const upload = await this.documents.uploadOf(actor.userId, body.s3_key);
    if (upload.contentType !== body.contentType) throw documentErrors.contentTypeMismatch();
    if (upload.attachedTo) {
      if (upload.attachedTo === 'customer' && upload.attachmentType === body.attachment_type) return toAttachedDocument(upload);
      throw documentErrors.alreadyAttached();
    }
    const attached = await this.repository.attach(upload.id, { attachedTo: 'customer', attachmentType: body.attachment_type, dealId: null, finalOfferId: null });
    return toAttachedDocument(attached);
  }
}
