import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { DealReadModel } from '../../../checkout/shared/deal-read-model';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealDocumentsService } from '../../shared/deal-documents.service';

/** DELETE …/attached_documents/{documentId} of a deal or final offer: the file is deleted with it. */
@ApiTags('documents')
@Controller('api/v1/checkout')
@RequiresLogin({ roles: ['Customer'] })
export class RemoveDealDocumentHttpController {
  constructor(
    private readonly deals: DealReadModel,
    private readonly dealDocuments: DealDocumentsService,
  ) {}

  @Delete('deals/:id/attached_documents/:documentId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Dokument vom Deal entfernen' })
  @RespondsWithoutBody(204, 'Dokument entfernt')
  async removeFromDeal(
    @CurrentSession() session: AuthSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
  ): Promise<void> {
    await this.deals.assertOwnDeal(id, session.userId);
    await this.dealDocuments.remove(session, { dealId: id, finalOfferId: null }, documentId);
  }

  @Delete('final_offers/:id/attached_documents/:documentId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Dokument vom finalen Angebot entfernen' })
  @RespondsWithoutBody(204, 'Dokument entfernt')
  async removeFromFinalOffer(
    @CurrentSession() session: AuthSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
  ): Promise<void> {
    const deal = await this.deals.ownDealByFinalOffer(id, session.userId);
    await this.dealDocuments.remove(session, { dealId: deal.id, finalOfferId: deal.final_offer_id }, documentId);
  }
}
