import type { DiscountOverviewResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { DiscountOverviewQuery } from './discount-overview.query';
import { DiscountOverviewQueryDto } from './discount-overview.request.dto';

@ApiTags('admin')
@Controller('api/v1/discounts/overview')
@RequiresLogin({ roles: ['Admin'] })
export class DiscountOverviewHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Rabattübersicht aller Händler (Filter: dealer_id, manufacturer_id, bank_id, customer_group, car_series_id, state), 10 je Seite' })
  @RespondsWith('DiscountOverviewResponse')
  overview(@Query() query: DiscountOverviewQueryDto): Promise<DiscountOverviewResponse> {
    return this.queryBus.execute(
      new DiscountOverviewQuery(query.page, {
        dealerId: query.dealer_id,
        manufacturerId: query.manufacturer_id,
        bankId: query.bank_id,
        customerGroup: query.customer_group,
        carSeriesId: query.car_series_id,
        state: query.state,
      }),
    );
  }
}
