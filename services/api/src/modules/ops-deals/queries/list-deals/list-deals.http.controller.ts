import type { AdminDealListResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ListDealsQuery } from './list-deals.query';
import { AdminDealListQueryDto } from './list-deals.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class ListDealsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Deals ab Bestellabschluss (optional nach Status), 20 je Seite' })
  @RespondsWith('AdminDealListResponse')
  list(@Query() query: AdminDealListQueryDto): Promise<AdminDealListResponse> {
    return this.queryBus.execute(new ListDealsQuery(query.customer_state, query.page));
  }
}
