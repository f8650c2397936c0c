import type { EmailConfirmedResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConfirmEmailCommand } from './confirm-email.command';
import { TokenRequestDto } from './confirm-email.request.dto';

/**
 * Not in spec 7.4's list, which names no verification call: the link in the mail opens
 * /verify-email in the web app, which sends the token here. A PUT, not a GET on the link itself,
 * so mail scanners that prefetch links do not use the token up.
 */
@ApiTags('wall')
@Controller('api/v1/customers/confirmation')
export class ConfirmEmailHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  @HttpCode(200)
  @ApiOperation({ summary: 'E-Mail-Adresse mit dem Link aus der E-Mail bestätigen' })
  @RespondsWith('EmailConfirmedResponse')
  async confirm(@Body() body: TokenRequestDto): Promise<EmailConfirmedResponse> {
    await this.commandBus.execute(new ConfirmEmailCommand(body.token));
    return { verified: true };
  }
}
