import type { FinalOfferDto } from '@autoleasing/contracts';
import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { UpdateFinalOfferCommand } from './update-final-offer.command';
import { UpdateFinalOfferDto } from './update-final-offer.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/final_offers')
@RequiresLogin({ roles: ['Customer'] })
export class UpdateFinalOfferHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Listenpreis (Euro) und Anzahlung (Cent) ändern, Raten bestätigen, Extras-AGB zustimmen' })
  @RespondsWith('FinalOfferDto')
  update(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateFinalOfferDto): Promise<FinalOfferDto> {
    return this.commandBus.execute(new UpdateFinalOfferCommand(session, id, body));
  }
}
