import type { TermsAcceptedResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { AcceptTermsCommand } from './give-consent.command';
import { GiveConsentRequestDto } from './give-consent.request.dto';

/**
 * The consent screen's call. Spec 4.6: the web goes on to the server-supplied redirect_to and
 * appends the wall's redirect_url when it has one.
 */
@ApiTags('wall')
@Controller('api/v1/customers/consent')
export class GiveConsentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  @HttpCode(200)
  @RequiresLogin({ termsExempt: true, tokenParam: true })
  @ApiOperation({ summary: 'Einwilligung: AGB akzeptieren (accepted_tnc "1"; Token im Header, Cookie oder als access_token)' })
  async consent(@Body() _body: GiveConsentRequestDto, @CurrentSession() session: AuthSession): Promise<TermsAcceptedResponse> {
    await this.commandBus.execute(new AcceptTermsCommand(session));
    return { accepted_tnc: true, redirect_to: '/' };
  }
}
