import type { OpsDealMessageDto } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ReplyToMessageCommand } from './reply-to-message.command';
import { OpsDealReplyDto } from './reply-to-message.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class ReplyToMessageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/messages')
  @HttpCode(201)
  @ApiOperation({ summary: 'Antwort an den Kunden zu einem Deal' })
  @RespondsWith('OpsDealMessageDto', { status: 201 })
  reply(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: OpsDealReplyDto): Promise<OpsDealMessageDto> {
    return this.commandBus.execute(new ReplyToMessageCommand(session, id, body));
  }
}
