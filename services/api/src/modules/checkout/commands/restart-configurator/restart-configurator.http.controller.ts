import type { DealAnswer } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { RestartConfiguratorCommand } from './restart-configurator.command';
import { RestartFinalOfferDto } from './restart-configurator.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/final_offers')
@RequiresLogin({ roles: ['Customer'] })
export class RestartConfiguratorHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/restart')
  @HttpCode(200)
  @ApiOperation({ summary: 'Konfigurator neu starten: der Deal geht zurück auf inquired' })
  @RespondsWith('DealAnswer')
  restart(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: RestartFinalOfferDto): Promise<DealAnswer> {
    return this.commandBus.execute(new RestartConfiguratorCommand(session, id, body));
  }
}
