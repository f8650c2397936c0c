import type { DealAnswer } from '@autoleasing/contracts';
import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ChangeConfigurationCommand } from './change-configuration.command';
import { UpdateDealDto } from './change-configuration.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class ChangeConfigurationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Konfiguration ändern (Laufzeit, Kilometer, Lieferung, Versicherung, Service, Zahlungsart)' })
  @RespondsWith('DealAnswer')
  update(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateDealDto): Promise<DealAnswer> {
    return this.commandBus.execute(new ChangeConfigurationCommand(session, id, body));
  }
}
