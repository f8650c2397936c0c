import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ErasePersonalDataCommand } from './erase-personal-data.command';
import { ErasePersonalDataParamDto } from './erase-personal-data.request.dto';

@ApiTags('privacy')
@Controller('api/v1/admin/customers/:id/personal_data')
export class ErasePersonalDataHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Admin'] })
  @ApiOperation({ summary: 'Admin: personenbezogene Daten eines Kunden löschen (die Ereignisse bleiben unverändert)' })
  async erase(@Param() params: ErasePersonalDataParamDto, @CurrentSession() session: AuthSession): Promise<void> {
    await this.commandBus.execute(new ErasePersonalDataCommand(params.id, session.userId));
  }
}
