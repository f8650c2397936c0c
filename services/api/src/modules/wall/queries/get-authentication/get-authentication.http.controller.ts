import type { AuthenticationResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Inject, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptionalSession } from '../../auth/access-policy.decorator';
import { clearSessionCookie, readSessionCookie } from '../../auth/session-cookie';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { GetAuthenticationQuery } from './get-authentication.query';

/** Spec 4.6: the login state the web loads first (see the handler). */
@ApiTags('wall')
@Controller('api/v1/authentication')
export class GetAuthenticationHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Anmeldestatus: customer_group, cart_counter, role, user_id, error, accepted_tnc' })
  @RespondsWith('AuthenticationResponse')
  get(
    @OptionalSession() session: AuthSession | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() _query: NoQueryDto,
  ): Promise<AuthenticationResponse> {
    // A dead session cookie (expired, revoked) is removed so the browser stops sending it.
    if (!session && readSessionCookie(request)) clearSessionCookie(reply, this.config.production);
    return this.queryBus.execute(new GetAuthenticationQuery(session, request.headers['user-agent']));
  }
}
