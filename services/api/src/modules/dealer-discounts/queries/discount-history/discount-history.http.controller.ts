import type { DiscountHistoryResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { DiscountHistoryQuery } from './discount-history.query';
import { DiscountHistoryQueryDto } from './discount-history.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/history')
export class DiscountHistoryHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Änderungsverlauf der Rabatte je Zelle (Filter: Modell, Feld, Nutzer, Zeitraum), neueste zuerst' })
  @RespondsWith('DiscountHistoryResponse')
  async history(@CurrentDealer() { dealerId }: DealerContext, @Query() query: DiscountHistoryQueryDto): Promise<DiscountHistoryResponse> {
    return this.queryBus.execute(
      new DiscountHistoryQuery(dealerId, query.page, {
        customerGroup: query.customer_group,
        bankId: query.bank_id,
        manufacturerId: query.manufacturer_id,
        carModelId: query.car_model_id,
        field: query.field,
        userId: query.user_id || undefined,
        from: query.from,
        to: query.to,
      }),
    );
  }
}
