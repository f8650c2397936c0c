import type { ApiErrorBody, LoginResponse, SecondFactorChallengeResponse, SecurityLogKind } from '@autoleasing/contracts';
import { DomainError } from '@autoleasing/domain';
import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithOrError } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/security-log';
import { AccountsRepository } from '../../accounts/accounts.repository';
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
    private readonly securityLog: SecurityLog,
    private readonly accounts: AccountsRepository,
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
    let result: LoginResult;
    try {
      result = await this.commandBus.execute(new LoginCommand(body.email, body.password, body.redirect_url, request.ip, userAgentOf(request)));
    } catch (error) {
      if (error instanceof DomainError) void this.record(request, 'login_failed', body.email, { code: error.code });
      throw error;
    }
    if (result.status === 'throttled') {
      void this.record(request, 'login_throttled', body.email);
      return throttledAnswer(reply, result.retryAfterSeconds);
    }
    // With a second factor the password step succeeded; the code step records the rest.
    void this.record(request, 'login_succeeded', body.email, result.status === 'second_factor' ? { second_factor: 'pending' } : {});
    if (result.status === 'second_factor') {
      void reply.header('cache-control', 'no-store');
      return result.response;
    }
    setSessionCookie(reply, result.response.access_token, result.expiresInSeconds, this.config.production);
    void reply.header('cache-control', 'no-store');
    return result.response;
  }

  /** The security log entry of a login attempt, with the account's id when the address has one (never the address). */
  private async record(request: FastifyRequest, kind: SecurityLogKind, email: string, details: Record<string, string> = {}): Promise<void> {
    const account = await this.accounts.findByEmail(email).catch(() => null);
    await this.securityLog.recordForRequest(request, kind, details, account?.id ?? null);
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
