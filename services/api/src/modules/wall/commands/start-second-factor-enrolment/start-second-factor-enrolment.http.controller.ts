import type { SecondFactorEnrolmentResponse } from '@autoleasing/contracts';
import { Controller, Header, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { StartSecondFactorEnrolmentCommand } from './start-second-factor-enrolment.command';

/**
 * First of the two enrolment requests: a new secret (QR code and text) for the app, never shown
 * again; the PUT with the app's first code (commands/enrol-second-factor) switches it on. Staff
 * who must enrol reach only these routes (enrolmentExempt).
 */
@ApiTags('wall')
@Controller('api/v1/customers/second_factor/enrolment')
export class StartSecondFactorEnrolmentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @RequiresLogin({ termsExempt: true, enrolmentExempt: true })
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung einrichten: neues Geheimnis mit QR-Code' })
  @RespondsWith('SecondFactorEnrolmentResponse')
  start(@CurrentSession() session: AuthSession): Promise<SecondFactorEnrolmentResponse> {
    return this.commandBus.execute(new StartSecondFactorEnrolmentCommand(session));
  }
}
