import type { FinalOfferDto } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetFinalOfferQuery } from './get-final-offer.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/final_offers')
@RequiresLogin({ roles: ['Customer'] })
export class GetFinalOfferHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'Finales Angebot lesen' })
  @RespondsWith('FinalOfferDto')
  get(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Query() _query: NoQueryDto): Promise<FinalOfferDto> {
    return this.queryBus.execute(new GetFinalOfferQuery(id, session.userId));
  }
}
