import type { ApiErrorBody, LoginResponse, SecondFactorChallengeResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithOrError } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityLogRequestOf } from '../../../security-log/shared/security-log';
import { setSessionCookie } from '../../auth/session-cookie';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { LoginCommand, type LoginResult } from './login.command';
import { LoginRequestDto } from './login.request.dto';

/** The 429 a throttled password or code step answers itself (throttledAnswer), in the OpenAPI document. */
export const TOO_MANY_ATTEMPTS = { status: 429, description: 'Zu viele fehlgeschlagene Anmeldeversuche (Retry-After in Sekunden)' };

@ApiTags('wall')
@Controller('api/v1/customers/session')
export class LoginHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Anmelden (id_token, access_token, redirect_to)' })
  @RespondsWithOrError('LoginOrSecondFactorResponse', TOO_MANY_ATTEMPTS)
  async login(
    @Body() body: LoginRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse | SecondFactorChallengeResponse | ApiErrorBody> {
    // The handler records the attempt in the security log.
    const result: LoginResult = await this.commandBus.execute(
      new LoginCommand(body.email, body.password, body.redirect_url, securityLogRequestOf(request), userAgentOf(request)),
    );
    if (result.status === 'throttled') return throttledAnswer(reply, result.retryAfterSeconds);
    if (result.status === 'second_factor') {
      void reply.header('cache-control', 'no-store');
      return result.response;
    }
    setSessionCookie(reply, result.response.access_token, result.expiresInSeconds, this.config.production);
    void reply.header('cache-control', 'no-store');
    return result.response;
  }
}

/** "1 Sekunde", "40 Sekunden", "2 Minuten": the waits grow from seconds to minutes. */
export function waitInGerman(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
}

/** 429 with Retry-After for a throttled password or code step. */
export function throttledAnswer(reply: FastifyReply, retryAfterSeconds: number): ApiErrorBody {
  void reply.status(429).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  return {
    statusCode: 429,
    code: 'too_many_login_attempts',
    message: `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${waitInGerman(retryAfterSeconds)} erneut.`,
  };
}

export function userAgentOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' && agent ? agent : null;
}
