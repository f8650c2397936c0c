import type { TermsAcceptedResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Inject, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { AcceptTermsCommand } from './give-consent.command';
import { GiveConsentQueryDto } from './give-consent.query.dto';
import { GiveConsentRequestDto } from './give-consent.request.dto';
import { termsRedirectTarget } from './terms-redirect';

/**
 * The consent screen's call. Spec 4.6: the web goes on to the server-supplied redirect_to; with
 * the wall's redirect_url in the body that is the page the customer was on their way to
 * (same-site only, issue 17), else /.
 */
@ApiTags('wall')
@Controller('api/v1/customers/consent')
export class GiveConsentHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Put()
  @HttpCode(200)
  @RequiresLogin({ termsExempt: true, tokenParam: true })
  @ApiOperation({ summary: 'Einwilligung: AGB akzeptieren (accepted_tnc "1"; Token im Header, Cookie oder als access_token)' })
  @RespondsWith('TermsAcceptedResponse')
  // The query only documents the token the guard reads (spec 7.4); its DTO ignores other keys.
  async consent(@Body() body: GiveConsentRequestDto, @Query() _query: GiveConsentQueryDto, @CurrentSession() session: AuthSession): Promise<TermsAcceptedResponse> {
    await this.commandBus.execute(new AcceptTermsCommand(session));
    return { accepted_tnc: true, redirect_to: termsRedirectTarget(body.redirect_url, this.config) };
  }
}
