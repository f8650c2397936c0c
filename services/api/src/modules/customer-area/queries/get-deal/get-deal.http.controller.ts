import type { CustomerDealDetailDto } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetDealQuery } from './get-deal.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** Customer area reads (spec 7.6): customers only, only their own data (anything else is 404). */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class GetDealHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('deals/:id')
  @ApiOperation({ summary: 'Ein Deal mit Zeitleiste, aktuellem und nächstem Schritt' })
  @RespondsWith('CustomerDealDetailDto')
  deal(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Query() _query: NoQueryDto): Promise<CustomerDealDetailDto> {
    return this.queryBus.execute(new GetDealQuery(id, session.userId));
  }
}
