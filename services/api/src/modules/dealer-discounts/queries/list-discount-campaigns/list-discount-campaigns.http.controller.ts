import type { DiscountCampaignsResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { TableScopeQueryDto } from '../../shared/query-dtos';
import { ListDiscountCampaignsQuery } from './list-discount-campaigns.query';
import { parseListDiscountCampaignsRequest } from './list-discount-campaigns.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/campaigns')
export class ListDiscountCampaignsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Kampagnen der Tabelle: geplante und laufende, beendete der letzten 30 Tage' })
  @RespondsWith('DiscountCampaignsResponse')
  list(@CurrentDealer() { dealerId }: DealerContext, @Query() query: TableScopeQueryDto): Promise<DiscountCampaignsResponse> {
    return this.queryBus.execute(new ListDiscountCampaignsQuery(parseListDiscountCampaignsRequest(dealerId, query)));
  }
}
