import type { ApiErrorBody, LoginResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithOrError } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityLogRequestOf } from '../../../security-log/shared/security-log';
import { setSessionCookie } from '../../auth/session-cookie';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { throttledAnswer, TOO_MANY_ATTEMPTS, userAgentOf } from '../login/login.http.controller';
import { VerifySecondFactorCommand } from './verify-second-factor.command';
import { VerifySecondFactorRequestDto } from './verify-second-factor.request.dto';

@ApiTags('wall')
@Controller('api/v1/customers/session/second_factor')
export class VerifySecondFactorHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Anmelden, zweiter Schritt: Bestätigungscode oder Wiederherstellungscode' })
  @RespondsWithOrError('LoginResponse', TOO_MANY_ATTEMPTS)
  async verify(
    @Body() body: VerifySecondFactorRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse | ApiErrorBody> {
    // The handler records the attempt in the security log.
    const result = await this.commandBus.execute(new VerifySecondFactorCommand(body.challenge_token, body.code, body.redirect_url, securityLogRequestOf(request), userAgentOf(request)));
    if (result.status === 'throttled') return throttledAnswer(reply, result.retryAfterSeconds);
    setSessionCookie(reply, result.response.access_token, result.expiresInSeconds, this.config.production);
    void reply.header('cache-control', 'no-store');
    return result.response;
  }
}
