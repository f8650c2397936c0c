import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/shared/security-log';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { clearSessionCookie } from '../../../wall/auth/session-cookie';
import type { AuthSession } from '../../../wall/auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../../wall/auth/wall-config';
import { DeleteOwnAccountCommand } from './delete-own-account.command';
import { DeleteOwnAccountRequestDto } from './delete-own-account.request.dto';

@ApiTags('privacy')
@Controller('api/v1/customers/account_deletion')
export class DeleteOwnAccountHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
    private readonly securityLog: SecurityLog,
  ) {}

  @Post()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Eigenes Konto löschen (mit Passwort); nicht bei laufender Bestellung oder laufendem Vertrag' })
  @RespondsWithoutBody(204, 'Konto gelöscht, Sitzung beendet')
  async delete(
    @CurrentSession() session: AuthSession,
    @Body() body: DeleteOwnAccountRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commandBus.execute(new DeleteOwnAccountCommand(session.userId, body.password));
    await this.securityLog.recordForRequest(request, 'personal_data_erased', { via: 'self_service' }, session.userId);
    clearSessionCookie(reply, this.config.production);
  }
}
