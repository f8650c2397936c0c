import { NEUTRAL_MAIL_MESSAGE, type NeutralMailResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestPasswordRecoveryCommand } from './request-password-recovery.command';
import { RequestPasswordRecoveryRequestDto } from './request-password-recovery.request.dto';

/** Asking for a recovery link; GET (check a link) and PUT (set the password) sit beside it. */
@ApiTags('wall')
@Controller('api/v1/customers/password')
export class RequestPasswordRecoveryHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Link zum Zurücksetzen des Passworts anfordern (verrät nicht, ob die Adresse existiert)' })
  @RespondsWith('NeutralMailResponse', { status: 202 })
  async request(@Body() body: RequestPasswordRecoveryRequestDto): Promise<NeutralMailResponse> {
    await this.commandBus.execute(new RequestPasswordRecoveryCommand(body.email));
    return { message: NEUTRAL_MAIL_MESSAGE };
  }
}
