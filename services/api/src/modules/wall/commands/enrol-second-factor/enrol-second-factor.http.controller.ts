import type { SecondFactorEnabledResponse } from '@autoleasing/contracts';
import { Body, Controller, Header, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/shared/security-log';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { EnrolSecondFactorCommand } from './enrol-second-factor.command';
import { ConfirmSecondFactorRequestDto } from './enrol-second-factor.request.dto';

/**
 * Second of the two enrolment requests (the first, POST: commands/start-second-factor-enrolment):
 * the app's first code switches it on and the answer holds the ten recovery codes, never shown
 * again. Staff who must enrol reach only these routes (enrolmentExempt).
 */
@ApiTags('wall')
@Controller('api/v1/customers/second_factor/enrolment')
export class EnrolSecondFactorHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly securityLog: SecurityLog,
  ) {}

  @Put()
  @Header('cache-control', 'no-store')
  @RequiresLogin({ termsExempt: true, enrolmentExempt: true })
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung mit dem ersten Code bestätigen; liefert die Wiederherstellungscodes' })
  @RespondsWith('SecondFactorEnabledResponse')
  async confirm(@CurrentSession() session: AuthSession, @Body() body: ConfirmSecondFactorRequestDto, @Req() request: FastifyRequest): Promise<SecondFactorEnabledResponse> {
    const recoveryCodes = await this.commandBus.execute(new EnrolSecondFactorCommand(session, body.code));
    // The security log reads address and client from the request, as the login's entries do.
    await this.securityLog.recordForRequest(request, 'two_factor_enrolled', {}, session.userId);
    return { recovery_codes: recoveryCodes };
  }
}
