import type { ApiErrorBody, LoginResponse, SecurityLogKind } from '@autoleasing/contracts';
import { DomainError } from '@autoleasing/domain';
import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/security-log';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { setSessionCookie } from '../../auth/session-cookie';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { LoginCommand, type LoginResult } from './login.command';
import { LoginRequestDto } from './login.request.dto';

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
  async login(
    @Body() body: LoginRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse | ApiErrorBody> {
    let result: LoginResult;
    try {
      result = await this.commandBus.execute(new LoginCommand(body.email, body.password, body.redirect_url, request.ip));
    } catch (error) {
      if (error instanceof DomainError) void this.record(request, 'login_failed', body.email, error.code);
      throw error;
    }
    void this.record(request, result.status === 'ok' ? 'login_succeeded' : 'login_throttled', body.email);
    if (result.status === 'throttled') {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      void reply.status(429).header('retry-after', String(result.retryAfterSeconds)).header('cache-control', 'no-store');
      return {
        statusCode: 429,
        code: 'too_many_login_attempts',
        message: `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
      };
    }
    setSessionCookie(reply, result.response.access_token, result.expiresInSeconds, this.config.production);
    void reply.header('cache-control', 'no-store');
    return result.response;
  }

  /** The security log entry of a login attempt, with the account's id when the address has one (never the address). */
  private async record(request: FastifyRequest, kind: SecurityLogKind, email: string, code?: string): Promise<void> {
    const account = await this.accounts.findByEmail(email).catch(() => null);
    await this.securityLog.recordForRequest(request, kind, code ? { code } : {}, account?.id ?? null);
  }
}
