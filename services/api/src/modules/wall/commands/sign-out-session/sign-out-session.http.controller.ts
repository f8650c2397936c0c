import { Controller, Delete, HttpCode, Inject, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import { clearSessionCookie } from '../../auth/session-cookie';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { SignOutSessionCommand } from './sign-out-session.command';

/** The sign-out of one listed session; signing out the current one also clears its cookie. */
@ApiTags('wall')
@Controller('api/v1/customers/sessions')
export class SignOutSessionHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Delete(':id')
  @HttpCode(204)
  @RequiresLogin({ termsExempt: true })
  @ApiOperation({ summary: 'Eine eigene Sitzung abmelden' })
  @RespondsWithoutBody(204, 'Sitzung beendet')
  async signOutOne(
    @CurrentSession() session: AuthSession,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commandBus.execute(new SignOutSessionCommand(session.userId, id));
    if (id === session.sessionId) clearSessionCookie(reply, this.config.production);
  }
}
