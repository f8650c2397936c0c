import { Controller, Delete, HttpCode, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { CustomerIdParamDto } from '../../../../common/http/customer-id-param.dto';
import type { FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/shared/security-log';
import { ErasePersonalDataCommand } from './erase-personal-data.command';

@ApiTags('privacy')
@Controller('api/v1/admin/customers/:id/personal_data')
export class ErasePersonalDataHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly securityLog: SecurityLog,
  ) {}

  @Delete()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Admin'] })
  @ApiOperation({ summary: 'Admin: personenbezogene Daten eines Kunden löschen (die Ereignisse bleiben unverändert)' })
  @RespondsWithoutBody(204, 'Personenbezogene Daten gelöscht')
  async erase(@Param() params: CustomerIdParamDto, @CurrentSession() session: AuthSession, @Req() request: FastifyRequest): Promise<void> {
    await this.commandBus.execute(new ErasePersonalDataCommand(params.id, session.userId));
    // The acting Admin is the entry's user; the erased customer is named by id only.
    await this.securityLog.recordForRequest(request, 'personal_data_erased', { customer_id: params.id });
  }
}
