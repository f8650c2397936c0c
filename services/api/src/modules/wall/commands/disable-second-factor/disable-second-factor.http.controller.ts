import { badRequest, unauthenticated } from '@autoleasing/domain';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/security-log';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { SecondFactorService } from '../../second-factor/second-factor.service';
import { DisableSecondFactorRequestDto } from './disable-second-factor.request.dto';

const PROOF_MISSING = 'Bitte geben Sie Ihr Passwort oder einen Bestätigungscode ein.';

@ApiTags('wall')
@Controller('api/v1/customers/second_factor/disable')
export class DisableSecondFactorHttpController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly accounts: AccountsRepository,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Customers only: for Dealer and Admin the second factor is mandatory. */
  @Post()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung ausschalten (Kunden; mit Passwort oder Code)' })
  @RespondsWithoutBody(204, 'Zweiter Faktor ausgeschaltet')
  async disable(@CurrentSession() session: AuthSession, @Body() body: DisableSecondFactorRequestDto, @Req() request: FastifyRequest): Promise<void> {
    if (!body.password && !body.code) throw badRequest('second_factor_proof_missing', PROOF_MISSING);
    const account = await this.accounts.findById(session.userId);
    if (!account) throw unauthenticated();
    await this.secondFactor.disable(session, body, account.passwordHash);
    await this.securityLog.recordForRequest(request, 'two_factor_disabled', {}, session.userId);
  }
}
