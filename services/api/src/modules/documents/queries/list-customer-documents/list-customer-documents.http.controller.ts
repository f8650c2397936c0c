import type { Actor, AttachedDocumentList } from '@autoleasing/contracts';
import { notFound } from '@autoleasing/domain';
import { type DocumentsRepository, toAttachedDocument } from '@autoleasing/infra';
import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { CustomerIdParamDto } from '../../shared/document-params.dto';
import { DOCUMENTS_REPOSITORY } from '../../shared/documents.tokens';

@ApiTags('documents')
@Controller('api/v1/checkout/customer/:id/attached_documents')
export class ListCustomerDocumentsHttpController {
  constructor(@Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository) {}

  /** The customer's own attached documents (those of the customer, not of a deal). */
  @Get()
  @Header('cache-control', 'no-store')
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Angehängte Dokumente des Kunden' })
  @RespondsWith('AttachedDocumentList')
  async list(@Param() params: CustomerIdParamDto, @RequestActor() actor: Actor): Promise<AttachedDocumentList> {
    if (params.id !== actor.userId) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
    const rows = await this.repository.listAttached(actor.userId, { attachedTo: 'customer' });
    return { data: rows.map(toAttachedDocument) };
  }
}
