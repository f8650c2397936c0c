import type { TotalAmountResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { TableScopeQueryDto } from '../../shared/query-dtos';
import { CountDiscountRowsQuery } from './count-discount-rows.query';
import { parseCountDiscountRowsRequest } from './count-discount-rows.request.dto';

/** The size of an import source. */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id')
export class CountDiscountRowsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('discounts/total_amount')
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Anzahl der Zeilen mit Rabattdaten einer Tabelle (Quelle eines Imports)' })
  @RespondsWith('TotalAmountResponse')
  totalAmount(@CurrentDealer() { dealerId }: DealerContext, @Query() query: TableScopeQueryDto): Promise<TotalAmountResponse> {
    return this.queryBus.execute(new CountDiscountRowsQuery(parseCountDiscountRowsRequest(dealerId, query)));
  }
}
