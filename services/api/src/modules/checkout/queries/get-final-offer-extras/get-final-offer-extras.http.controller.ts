import type { FinalOfferExtrasDto } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetFinalOfferExtrasQuery } from './get-final-offer-extras.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class GetFinalOfferExtrasHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/final_offer_extras')
  @ApiOperation({ summary: 'Extras und Logistik des Deals' })
  @RespondsWith('FinalOfferExtrasDto')
  extras(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Query() _query: NoQueryDto): Promise<FinalOfferExtrasDto> {
    return this.queryBus.execute(new GetFinalOfferExtrasQuery(id, session.userId));
  }
}
