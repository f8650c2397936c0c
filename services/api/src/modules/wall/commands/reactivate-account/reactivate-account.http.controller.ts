import type { AccountReactivatedResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReactivateAccountCommand } from './reactivate-account.command';
import { ReactivateAccountRequestDto } from './reactivate-account.request.dto';

@ApiTags('wall')
@Controller('api/v1/customers/reactivate_account')
export class ReactivateAccountHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  @HttpCode(200)
  @ApiOperation({ summary: 'Deaktiviertes Konto mit dem Link aus der E-Mail reaktivieren' })
  @RespondsWith('AccountReactivatedResponse')
  async reactivate(@Body() body: ReactivateAccountRequestDto): Promise<AccountReactivatedResponse> {
    await this.commandBus.execute(new ReactivateAccountCommand(body.token));
    return { reactivated: true, redirect_to: '/login' };
  }
}
