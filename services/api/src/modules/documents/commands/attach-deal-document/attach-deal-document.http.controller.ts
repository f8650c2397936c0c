import type { AttachedDocument } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { AttachDocumentRequestDto } from '../../shared/attach-document.request.dto';
import { AttachDealDocumentCommand } from './attach-deal-document.command';

/**
 * POST /api/v1/checkout/deals/{id}/attached_documents (spec 7.5): one of the customer's own
 * uploads becomes a document of their deal. Another customer's deal answers 404 like an unknown one.
 */
@ApiTags('documents')
@Controller('api/v1/checkout')
@RequiresLogin({ roles: ['Customer'] })
export class AttachDealDocumentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('deals/:id/attached_documents')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Dokument an den Deal anhängen' })
  @RespondsWith('AttachedDocument', { status: 201 })
  async attachToDeal(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: AttachDocumentRequestDto): Promise<AttachedDocument> {
    return this.commandBus.execute(new AttachDealDocumentCommand(session, id, body));
  }
}
