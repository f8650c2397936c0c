import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { RemoveFinalOfferDocumentCommand } from './remove-final-offer-document.command';

/** DELETE /api/v1/checkout/final_offers/{id}/attached_documents/{documentId}: the file is deleted with it. */
@ApiTags('documents')
@Controller('api/v1/checkout')
@RequiresLogin({ roles: ['Customer'] })
export class RemoveFinalOfferDocumentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete('final_offers/:id/attached_documents/:documentId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Dokument vom finalen Angebot entfernen' })
  @RespondsWithoutBody(204, 'Dokument entfernt')
  async removeFromFinalOffer(
    @CurrentSession() session: AuthSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
  ): Promise<void> {
    await this.commandBus.execute(new RemoveFinalOfferDocumentCommand(session, id, documentId));
  }
}
