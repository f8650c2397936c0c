import type { CustomerDealMessageDto } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { PostMessageCommand } from './post-message.command';
import { CustomerMessageDto } from './post-message.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class PostMessageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('messages')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Nachricht an unser Team zu einem Deal' })
  @RespondsWith('CustomerDealMessageDto', { status: 201 })
  postMessage(@CurrentSession() session: AuthSession, @Body() body: CustomerMessageDto): Promise<CustomerDealMessageDto> {
    return this.commandBus.execute(new PostMessageCommand(session, body));
  }
}
