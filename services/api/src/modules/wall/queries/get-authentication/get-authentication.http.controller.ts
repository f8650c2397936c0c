import { isCrawlerUserAgent, type AuthenticationResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptionalSession } from '../../auth/access-policy.decorator';
import { needsSecondFactorEnrolment } from '../../auth/authentication.guard';
import { clearSessionCookie, readSessionCookie } from '../../auth/session-cookie';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';

export const NOT_LOGGED_IN = 'not_logged_in';

/**
 * Spec 4.6: what the web loads first. Logged in: customer_group, role, user_id, accepted_tnc.
 * Not logged in: an error field. cart_counter counts open deals once checkout exists (0 until then).
 * is_crawler: Googlebot by user agent (spec 4.6); the web never sends a crawler to the terms gate.
 */
@ApiTags('wall')
@Controller('api/v1/authentication')
export class GetAuthenticationHttpController {
  constructor(@Inject(WALL_CONFIG) private readonly config: WallConfig) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Anmeldestatus: customer_group, cart_counter, role, user_id, error, accepted_tnc' })
  @RespondsWith('AuthenticationResponse')
  get(
    @OptionalSession() session: AuthSession | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): AuthenticationResponse {
    const isCrawler = isCrawlerUserAgent(request.headers['user-agent']);
    if (!session) {
      // A dead session cookie (expired, revoked) is removed so the browser stops sending it.
      if (readSessionCookie(request)) clearSessionCookie(reply, this.config.production);
      return { customer_group: null, cart_counter: 0, role: null, user_id: null, dealer_id: null, accepted_tnc: false, error: NOT_LOGGED_IN, is_crawler: isCrawler, second_factor_enrolment_required: false };
    }
    return {
      customer_group: session.customerGroup ?? 'b2b',
      cart_counter: 0,
      role: session.role,
      user_id: session.userId,
      dealer_id: session.role === 'Dealer' ? session.dealerId : null,
      accepted_tnc: session.acceptedTnc,
      error: null,
      is_crawler: isCrawler,
      second_factor_enrolment_required: needsSecondFactorEnrolment(session),
    };
  }
}
