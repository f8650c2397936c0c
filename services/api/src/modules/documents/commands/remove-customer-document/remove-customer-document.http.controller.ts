import type { Actor } from '@autoleasing/contracts';
import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { CustomerDocumentParamsDto } from '../../shared/document-params.dto';
import { RemoveCustomerDocumentCommand } from './remove-customer-document.command';

@ApiTags('documents')
@Controller('api/v1/checkout/customer/:id/attached_documents/:documentId')
export class RemoveCustomerDocumentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Removes one of the customer's attached documents; the file is deleted at once. */
  @Delete()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Angehängtes Dokument des Kunden entfernen' })
  @RespondsWithoutBody(204, 'Dokument entfernt')
  async remove(@Param() params: CustomerDocumentParamsDto, @RequestActor() actor: Actor): Promise<void> {
    await this.commandBus.execute(new RemoveCustomerDocumentCommand(params.id, params.documentId, actor.userId));
  }
}
