import type { DealMessageDto } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { PostDealMessageCommand } from './post-deal-message.command';
import { PostDealMessageDto } from './post-deal-message.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class PostDealMessageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/messages')
  @HttpCode(201)
  @ApiOperation({ summary: 'Nachricht zum Deal' })
  @RespondsWith('DealMessageDto', { status: 201 })
  postMessage(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: PostDealMessageDto): Promise<DealMessageDto> {
    return this.commandBus.execute(new PostDealMessageCommand(session, id, body));
  }
}
