import { NEUTRAL_MAIL_MESSAGE, type NeutralMailResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ResendConfirmationCommand } from './resend-confirmation.command';
import { ResendConfirmationRequestDto } from './resend-confirmation.request.dto';

@ApiTags('wall')
@Controller('api/v1/customers/resend_confirmation')
export class ResendConfirmationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Bestätigungslink erneut senden (verrät nicht, ob die Adresse existiert)' })
  @RespondsWith('NeutralMailResponse', { status: 202 })
  async resend(@Body() body: ResendConfirmationRequestDto): Promise<NeutralMailResponse> {
    await this.commandBus.execute(new ResendConfirmationCommand(body.email, body.redirect_url));
    return { message: NEUTRAL_MAIL_MESSAGE };
  }
}
