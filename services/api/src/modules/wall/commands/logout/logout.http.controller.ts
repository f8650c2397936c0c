import { Controller, Delete, HttpCode, Inject, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OptionalSession } from '../../auth/access-policy.decorator';
import { clearSessionCookie } from '../../auth/session-cookie';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { LogoutCommand } from './logout.command';

@ApiTags('wall')
@Controller('api/v1/customers/session')
export class LogoutHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Abmelden: widerruft den Token und löscht das Sitzungs-Cookie' })
  @RespondsWithoutBody(204, 'Abgemeldet')
  async logout(@OptionalSession() session: AuthSession | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commandBus.execute(new LogoutCommand(session?.sessionId ?? null));
    clearSessionCookie(reply, this.config.production);
  }
}
