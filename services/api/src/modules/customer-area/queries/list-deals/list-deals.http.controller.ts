import { CUSTOMER_DEALS_PER_PAGE, type CustomerDealListDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ListDealsQuery } from './list-deals.query';
import { DealListQueryDto } from './list-deals.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class ListDealsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('deals')
  @ApiOperation({ summary: 'Deals einer Gruppe (spec 4.1) oder alle, seitenweise mit Gesamtzahl' })
  @RespondsWith('CustomerDealListDto')
  deals(@CurrentSession() session: AuthSession, @Query() query: DealListQueryDto): Promise<CustomerDealListDto> {
    return this.queryBus.execute(new ListDealsQuery(session.userId, query.group ?? 'all', query.page, query.per_page ?? CUSTOMER_DEALS_PER_PAGE));
  }
}
