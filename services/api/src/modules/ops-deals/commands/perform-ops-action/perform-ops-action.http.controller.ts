import type { AdminDealRowDto } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { PerformOpsActionCommand } from './perform-ops-action.command';
import { OpsActionDto } from './perform-ops-action.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** Ops (Admin only): deals from checkout_completed on. */
@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class PerformOpsActionHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/actions')
  @HttpCode(200)
  // "Signed contract uploaded" captures the reserved Anzahlung: a retried click gets the first answer.
  @Idempotent()
  @ApiOperation({ summary: 'Ops-Aktion am Deal (Vertrag, Bestätigung, Lieferzeit, Zulassung, Abholung)' })
  @RespondsWith('AdminDealRowDto')
  act(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: OpsActionDto): Promise<AdminDealRowDto> {
    return this.commandBus.execute(new PerformOpsActionCommand(session, id, body));
  }
}
