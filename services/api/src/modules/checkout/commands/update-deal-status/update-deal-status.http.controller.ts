import type { DealAnswer } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { UpdateDealStatusCommand } from './update-deal-status.command';
import { StatusUpdateDto } from './update-deal-status.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class UpdateDealStatusHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/status_update')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checkout-Schritt abschließen (customer_state laut Übergangstabelle; Bestellung mit AGB/Widerruf)' })
  @RespondsWith('DealAnswer')
  statusUpdate(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: StatusUpdateDto): Promise<DealAnswer> {
    return this.commandBus.execute(new UpdateDealStatusCommand(session, id, body));
  }
}
