import type { CustomerDealDetailDto } from '@autoleasing/contracts';
import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { SelectExtraCommand } from './select-extra.command';
import { CustomerExtrasDto } from './select-extra.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class SelectExtraHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch('deals/:id/extras')
  @ApiOperation({ summary: 'Extra wählen; dasselbe Extra erneut wählen hebt die Auswahl auf (spec 4.5)' })
  @RespondsWith('CustomerDealDetailDto')
  selectExtra(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: CustomerExtrasDto): Promise<CustomerDealDetailDto> {
    return this.commandBus.execute(new SelectExtraCommand(session, id, body));
  }
}
