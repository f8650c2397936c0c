import type { Actor } from '@autoleasing/contracts';
import type { DocumentsRepository } from '@autoleasing/infra';
import { Controller, Delete, HttpCode, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { documentErrors } from '../../shared/document-errors';
import { CustomerDocumentParamsDto } from '../../shared/document-params.dto';
import { DOCUMENTS_REPOSITORY } from '../../shared/documents.tokens';
import { DocumentsService } from '../../shared/documents.service';

@ApiTags('documents')
@Controller('api/v1/checkout/customer/:id/attached_documents/:documentId')
export class RemoveCustomerDocumentHttpController {
  constructor(
    private readonly documents: DocumentsService,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  /** Removes one of the customer's attached documents; the file is deleted at once. */
  @Delete()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Angehängtes Dokument des Kunden entfernen' })
  @RespondsWithoutBody(204, 'Dokument entfernt')
  async remove(@Param() params: CustomerDocumentParamsDto, @RequestActor() actor: Actor): Promise<void> {
    const row = await this.repository.findById(params.documentId);
    if (params.id !== actor.userId || !row || row.ownerCustomerId !== actor.userId || row.deletedAt || row.attachedTo !== 'customer') {
      throw documentErrors.notFound();
    }
    await this.documents.remove(row);
  }
}
