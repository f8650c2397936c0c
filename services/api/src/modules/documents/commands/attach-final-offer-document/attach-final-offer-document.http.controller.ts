import type { AttachedDocument } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { AttachDocumentRequestDto } from '../../shared/attach-document.request.dto';
import { AttachFinalOfferDocumentCommand } from './attach-final-offer-document.command';

/**
 * POST /api/v1/checkout/final_offers/{id}/attached_documents (spec 7.5): one of the customer's
 * own uploads becomes a document of their final offer. Another customer's offer answers 404.
 */
@ApiTags('documents')
@Controller('api/v1/checkout')
@RequiresLogin({ roles: ['Customer'] })
export class AttachFinalOfferDocumentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

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
    return this.commandBus.execute(new AttachFinalOfferDocumentCommand(session, id, body));
  }
}
