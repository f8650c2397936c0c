import type { ChangePasswordResponse } from '@autoleasing/contracts';
import { unauthenticated } from '@autoleasing/domain';
import { Body, Controller, HttpCode, Inject, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OptionalSession } from '../../auth/access-policy.decorator';
import { setSessionCookie } from '../../auth/session-cookie';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { ChangePasswordCommand } from './change-password.command';
import { ChangePasswordRequestDto } from './change-password.request.dto';

@ApiTags('wall')
@Controller('api/v1/customers/password')
export class ChangePasswordHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Put()
  @HttpCode(200)
  @ApiOperation({ summary: 'Passwort ändern (mit Link aus der E-Mail oder angemeldet mit dem aktuellen Passwort)' })
  @RespondsWith('ChangePasswordResponse')
  async change(
    @Body() body: ChangePasswordRequestDto,
    @OptionalSession() session: AuthSession | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChangePasswordResponse> {
    let command: ChangePasswordCommand;
    if (body.reset_password_token) {
      command = new ChangePasswordCommand({ via: 'recovery', token: body.reset_password_token, password: body.password });
    } else if (session) {
      command = new ChangePasswordCommand({ via: 'account', session, currentPassword: body.current_password ?? '', password: body.password });
    } else {
      throw unauthenticated();
    }
    const { newSession } = await this.commandBus.execute(command);
    if (newSession) setSessionCookie(reply, newSession.accessToken, newSession.expiresInSeconds, this.config.production);
    return {
      changed: true,
      access_token: newSession?.accessToken ?? null,
      id_token: newSession?.idToken ?? null,
      redirect_to: newSession ? '/customer' : '/login',
    };
  }
}
