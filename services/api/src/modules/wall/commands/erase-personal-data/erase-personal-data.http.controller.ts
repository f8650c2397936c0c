import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresLogin } from '../../auth/access-policy.decorator';
import { ErasePersonalDataCommand } from './erase-personal-data.command';
import { ErasePersonalDataParamDto } from './erase-personal-data.request.dto';

@ApiTags('wall')
@Controller('api/v1/admin/customers/:id/personal_data')
export class ErasePersonalDataHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Admin'] })
  @ApiOperation({ summary: 'Admin: personenbezogene Daten eines Kunden löschen (die Ereignisse bleiben unverändert)' })
  async erase(@Param() params: ErasePersonalDataParamDto): Promise<void> {
    await this.commandBus.execute(new ErasePersonalDataCommand(params.id));
  }
}
