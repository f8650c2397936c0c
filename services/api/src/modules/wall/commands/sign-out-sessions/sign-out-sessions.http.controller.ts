import { notFound } from '@autoleasing/domain';
import { Controller, Delete, HttpCode, Inject, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import { clearSessionCookie } from '../../auth/session-cookie';
import { SessionStore, type AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';

/**
 * "Alle Sitzungen abmelden" and the sign-out of one listed session. Every token names its session,
 * so revoking the rows ends the tokens at once in every api process (session cache notification).
 */
@ApiTags('wall')
@Controller('api/v1/customers/sessions')
export class SignOutSessionsHttpController {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Delete()
  @HttpCode(204)
  @RequiresLogin({ termsExempt: true, enrolmentExempt: true })
  @ApiOperation({ summary: 'Alle Sitzungen abmelden (auch diese)' })
  @RespondsWithoutBody(204, 'Alle Sitzungen beendet')
  async signOutAll(@CurrentSession() session: AuthSession, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.revokeAllOf(session.userId);
    clearSessionCookie(reply, this.config.production);
  }

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
    if (!(await this.sessions.revokeOwn(session.userId, id))) throw notFound('session_not_found', 'Diese Sitzung gibt es nicht (mehr).');
    if (id === session.sessionId) clearSessionCookie(reply, this.config.production);
  }
}
