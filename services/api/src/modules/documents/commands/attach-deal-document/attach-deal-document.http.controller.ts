import type { AttachedDocument } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { DealReadModel } from '../../../checkout/shared/deal-read-model';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { AttachDocumentRequestDto } from '../../shared/attach-document.request.dto';
import { DealDocumentsService } from '../../shared/deal-documents.service';

/**
 * POST /api/v1/checkout/deals/{id}/attached_documents and …/final_offers/{id}/attached_documents
 * (spec 7.5): one of the customer's own uploads becomes a document of their deal or final offer.
 * Another customer's deal or offer answers 404 like an unknown one.
 */
@ApiTags('documents')
@Controller('api/v1/checkout')
@RequiresLogin({ roles: ['Customer'] })
export class AttachDealDocumentHttpController {
  constructor(
    private readonly deals: DealReadModel,
    private readonly dealDocuments: DealDocumentsService,
  ) {}

  @Post('deals/:id/attached_documents')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Dokument an den Deal anhängen' })
  @RespondsWith('AttachedDocument', { status: 201 })
  async attachToDeal(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: AttachDocumentRequestDto): Promise<AttachedDocument> {
    // Ownership is judged by the command on the deal's stream.
    return this.dealDocuments.attach(session, { dealId: id, finalOfferId: null }, body);
  }

  @Post('final_offers/:id/attached_documents')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Dokument an das finale Angebot anhängen' })
  @RespondsWith('AttachedDocument', { status: 201 })
  async attachToFinalOffer(
    @CurrentSession() session: AuthSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AttachDocumentRequestDto,
  ): Promise<AttachedDocument> {
    const deal = await this.deals.ownDealByFinalOffer(id, session.userId);
    return this.dealDocuments.attach(session, { dealId: deal.id, finalOfferId: deal.final_offer_id }, body);
  }
}
