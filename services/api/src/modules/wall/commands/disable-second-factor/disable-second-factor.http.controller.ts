import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/shared/security-log';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { DisableSecondFactorCommand } from './disable-second-factor.command';
import { DisableSecondFactorRequestDto } from './disable-second-factor.request.dto';

@ApiTags('wall')
@Controller('api/v1/customers/second_factor/disable')
export class DisableSecondFactorHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Customers only: for Dealer and Admin the second factor is mandatory. */
  @Post()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung ausschalten (Kunden; mit Passwort oder Code)' })
  @RespondsWithoutBody(204, 'Zweiter Faktor ausgeschaltet')
  async disable(@CurrentSession() session: AuthSession, @Body() body: DisableSecondFactorRequestDto, @Req() request: FastifyRequest): Promise<void> {
    await this.commandBus.execute(new DisableSecondFactorCommand(session, { password: body.password, code: body.code }));
    await this.securityLog.recordForRequest(request, 'two_factor_disabled', {}, session.userId);
  }
}
