import type { FinalOfferExtrasDto } from '@autoleasing/contracts';
import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { UpdateFinalOfferExtrasCommand } from './update-final-offer-extras.command';
import { UpdateFinalOfferExtrasDto } from './update-final-offer-extras.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class UpdateFinalOfferExtrasHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id/final_offer_extras')
  @ApiOperation({ summary: 'Extra wählen (erneut: abwählen), Logistik oder Lieferoption ändern (spec 4.5)' })
  @RespondsWith('FinalOfferExtrasDto')
  updateExtras(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateFinalOfferExtrasDto): Promise<FinalOfferExtrasDto> {
    return this.commandBus.execute(new UpdateFinalOfferExtrasCommand(session, id, body));
  }
}
