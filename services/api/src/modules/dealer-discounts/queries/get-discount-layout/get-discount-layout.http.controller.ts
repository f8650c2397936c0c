import type { DiscountLayoutResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { ManufacturerQueryDto } from '../../shared/query-dtos';
import { GetDiscountLayoutQuery } from './get-discount-layout.query';
import { parseGetDiscountLayoutRequest } from './get-discount-layout.request.dto';

/** Additional discount columns per dealer and brand (spec 7.1 discount_layouts, 4.8). */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discount_layouts')
export class GetDiscountLayoutHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Anzahl der Zusatznachlass-Spalten einer Marke' })
  @RespondsWith('DiscountLayoutResponse')
  get(@CurrentDealer() { dealerId }: DealerContext, @Query() query: ManufacturerQueryDto): Promise<DiscountLayoutResponse> {
    return this.queryBus.execute(new GetDiscountLayoutQuery(dealerId, parseGetDiscountLayoutRequest(query)));
  }
}
