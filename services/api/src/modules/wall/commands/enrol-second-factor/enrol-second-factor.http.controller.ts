import type { SecondFactorEnabledResponse, SecondFactorEnrolmentResponse } from '@autoleasing/contracts';
import { Body, Controller, Header, HttpCode, Post, Put, Req } from '@nestjs/common';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/security-log';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { SecondFactorService } from '../../second-factor/second-factor.service';
import { ConfirmSecondFactorRequestDto } from './enrol-second-factor.request.dto';

/**
 * Enrolment in two requests: POST hands out a new secret (QR code and text) for the app, PUT with
 * the app's first code switches it on and answers the ten recovery codes. Neither is ever shown
 * again. Staff who must enrol reach only these routes (enrolmentExempt).
 */
@ApiTags('wall')
@Controller('api/v1/customers/second_factor/enrolment')
export class EnrolSecondFactorHttpController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly securityLog: SecurityLog,
  ) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @RequiresLogin({ termsExempt: true, enrolmentExempt: true })
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung einrichten: neues Geheimnis mit QR-Code' })
  @RespondsWith('SecondFactorEnrolmentResponse')
  start(@CurrentSession() session: AuthSession): Promise<SecondFactorEnrolmentResponse> {
    return this.secondFactor.startEnrolment(session);
  }

  @Put()
  @Header('cache-control', 'no-store')
  @RequiresLogin({ termsExempt: true, enrolmentExempt: true })
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung mit dem ersten Code bestätigen; liefert die Wiederherstellungscodes' })
  @RespondsWith('SecondFactorEnabledResponse')
  async confirm(@CurrentSession() session: AuthSession, @Body() body: ConfirmSecondFactorRequestDto, @Req() request: FastifyRequest): Promise<SecondFactorEnabledResponse> {
    const recoveryCodes = await this.secondFactor.confirmEnrolment(session, body.code);
    await this.securityLog.recordForRequest(request, 'two_factor_enrolled', {}, session.userId);
    return { recovery_codes: recoveryCodes };
  }
}
