import { Controller, Delete, HttpCode, Inject, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import { clearSessionCookie } from '../../auth/session-cookie';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { SignOutSessionsCommand } from './sign-out-sessions.command';

/** "Alle Sitzungen abmelden" (one listed session: commands/sign-out-session). */
@ApiTags('wall')
@Controller('api/v1/customers/sessions')
export class SignOutSessionsHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Delete()
  @HttpCode(204)
  @RequiresLogin({ termsExempt: true, enrolmentExempt: true })
  @ApiOperation({ summary: 'Alle Sitzungen abmelden (auch diese)' })
  @RespondsWithoutBody(204, 'Alle Sitzungen beendet')
  async signOutAll(@CurrentSession() session: AuthSession, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commandBus.execute(new SignOutSessionsCommand(session.userId));
    clearSessionCookie(reply, this.config.production);
  }
}
