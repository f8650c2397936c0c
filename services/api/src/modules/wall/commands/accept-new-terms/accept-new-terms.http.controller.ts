import type { TermsAcceptedResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { AcceptNewTermsCommand } from './accept-new-terms.command';
import { AcceptNewTermsRequestDto } from './accept-new-terms.request.dto';

/** /accept-tnc's call (spec 7.4 accept-terms path); afterwards the user goes to / (spec 2.2). */
@ApiTags('wall')
@Controller('api/v1/authentication/accept_new_tncs')
export class AcceptNewTermsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  @HttpCode(200)
  @RequiresLogin({ termsExempt: true })
  @ApiOperation({ summary: 'Neue AGB akzeptieren' })
  async accept(@Body() _body: AcceptNewTermsRequestDto, @CurrentSession() session: AuthSession): Promise<TermsAcceptedResponse> {
    await this.commandBus.execute(new AcceptNewTermsCommand(session));
    return { accepted_tnc: true, redirect_to: '/' };
  }
}
