import type { AttachedDocument } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { AttachContractCommand } from './attach-contract.command';
import { AttachContractRequestDto } from './attach-contract.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('admin')
@Controller('api/v1/admin/deals/:id/contract_document')
@RequiresLogin({ roles: ['Admin'] })
export class AttachContractHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Hochgeladenen Leasingvertrag an den Deal anhängen' })
  @RespondsWith('AttachedDocument', { status: 201 })
  attach(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: AttachContractRequestDto): Promise<AttachedDocument> {
    return this.commandBus.execute(new AttachContractCommand(session, id, body.s3_key));
  }
}
