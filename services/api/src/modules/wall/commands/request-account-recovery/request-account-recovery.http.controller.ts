import { NEUTRAL_MAIL_MESSAGE, type NeutralMailResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestAccountRecoveryCommand } from './request-account-recovery.command';
import { RequestAccountRecoveryRequestDto } from './request-account-recovery.request.dto';

/** Not in spec 7.4's list: /recover-account needs a call that mails the reactivation link. */
@ApiTags('wall')
@Controller('api/v1/customers/recover_account')
export class RequestAccountRecoveryHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Link zum Reaktivieren eines deaktivierten Kontos anfordern (verrät nicht, ob die Adresse existiert)' })
  @RespondsWith('NeutralMailResponse', { status: 202 })
  async request(@Body() body: RequestAccountRecoveryRequestDto): Promise<NeutralMailResponse> {
    await this.commandBus.execute(new RequestAccountRecoveryCommand(body.email));
    return { message: NEUTRAL_MAIL_MESSAGE };
  }
}
