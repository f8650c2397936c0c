import type { TermsAcceptedResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { AcceptTermsCommand } from './give-consent.command';
import { AcceptTermsRequestDto } from './give-consent.request.dto';
import { termsRedirectTarget } from './terms-redirect';

/**
 * The consent use case's second route: /accept-tnc's call (spec 7.4 accept-terms path), for a
 * logged-in user whose accepted terms are older than the current ones. The same command as the
 * consent screen; only the route and its guard differ (no token parameter). Afterwards the user
 * goes to the page they were on their way to, else / (spec 2.2, issue 17).
 */
@ApiTags('wall')
@Controller('api/v1/authentication/accept_new_tncs')
export class AcceptNewTermsHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Put()
  @HttpCode(200)
  @RequiresLogin({ termsExempt: true })
  @ApiOperation({ summary: 'Neue AGB akzeptieren' })
  @RespondsWith('TermsAcceptedResponse')
  async accept(@Body() body: AcceptTermsRequestDto, @CurrentSession() session: AuthSession): Promise<TermsAcceptedResponse> {
    await this.commandBus.execute(new AcceptTermsCommand(session));
    return { accepted_tnc: true, redirect_to: termsRedirectTarget(body.redirect_url, this.config) };
  }
}
