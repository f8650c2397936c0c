import type { Actor, AttachedDocument } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { AttachDocumentRequestDto } from '../../shared/attach-document.request.dto';
import { CustomerIdParamDto } from '../../../../common/http/customer-id-param.dto';
import { AttachCustomerDocumentCommand } from './attach-customer-document.command';

@ApiTags('documents')
@Controller('api/v1/checkout/customer/:id/attached_documents')
export class AttachCustomerDocumentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Attaches one of the customer's own uploads to the customer (spec 7.5). */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Dokument an den Kunden anhängen' })
  @RespondsWith('AttachedDocument', { status: 201 })
  async attach(@Param() params: CustomerIdParamDto, @Body() body: AttachDocumentRequestDto, @RequestActor() actor: Actor): Promise<AttachedDocument> {
    return this.commandBus.execute(new AttachCustomerDocumentCommand(params.id, actor.userId, body));
  }
}
