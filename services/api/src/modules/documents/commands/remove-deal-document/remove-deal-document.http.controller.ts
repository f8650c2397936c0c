import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { RemoveDealDocumentCommand } from './remove-deal-document.command';

/** DELETE /api/v1/checkout/deals/{id}/attached_documents/{documentId}: the file is deleted with it. */
@ApiTags('documents')
@Controller('api/v1/checkout')
@RequiresLogin({ roles: ['Customer'] })
export class RemoveDealDocumentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete('deals/:id/attached_documents/:documentId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Dokument vom Deal entfernen' })
  @RespondsWithoutBody(204, 'Dokument entfernt')
  async removeFromDeal(
    @CurrentSession() session: AuthSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
  ): Promise<void> {
    await this.commandBus.execute(new RemoveDealDocumentCommand(session, id, documentId));
  }
}
