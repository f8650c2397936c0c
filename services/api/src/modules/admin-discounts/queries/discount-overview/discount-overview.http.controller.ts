import { DISCOUNT_ROW_STATES, type DiscountOverviewResponse, type DiscountRowState } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertOnlyKeys, customerGroupParam, invalidParameter, list, pageParam, uuidParam, type RawQuery } from '../../../dealer-discounts/shared/query-params';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { DiscountOverviewHandler } from './discount-overview.handler';

@ApiTags('admin')
@Controller('api/v1/discounts/overview')
@RequiresLogin({ roles: ['Admin'] })
export class DiscountOverviewHttpController {
  constructor(private readonly handler: DiscountOverviewHandler) {}

  @Get()
  @ApiOperation({ summary: 'Rabattübersicht aller Händler (Filter: dealer_id, manufacturer_id, bank_id, customer_group, car_series_id, state), 10 je Seite' })
  async overview(@Query() query: RawQuery): Promise<DiscountOverviewResponse> {
    assertOnlyKeys(query, ['dealer_id', 'manufacturer_id', 'bank_id', 'customer_group', 'car_series_id', 'state', 'page']);
    const state = list(query, 'state');
    if (state?.some((s) => !(DISCOUNT_ROW_STATES as readonly string[]).includes(s))) throw invalidParameter('state');
    return this.handler.execute({
      dealerId: uuidParam(query, 'dealer_id'),
      manufacturerId: uuidParam(query, 'manufacturer_id'),
      bankId: uuidParam(query, 'bank_id'),
      customerGroup: customerGroupParam(query, 'customer_group', false),
      carSeriesId: uuidParam(query, 'car_series_id'),
      state: state as DiscountRowState[] | undefined,
      page: pageParam(query),
    });
  }
}
