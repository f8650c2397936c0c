import type { DiscountCopyPreviewResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { scopeOf } from '../../shared/query-dtos';
import { CopyPreviewQuery } from './copy-preview.query';
import { CopyPreviewQueryDto } from './copy-preview.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/copy/preview')
export class CopyPreviewHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Vorschau des Imports aus einer anderen Tabelle: Zellen, die sich ändern würden, und wie viele bestehende Werte ersetzt werden' })
  @RespondsWith('DiscountCopyPreviewResponse')
  async preview(@CurrentDealer() { dealerId }: DealerContext, @Query() query: CopyPreviewQueryDto): Promise<DiscountCopyPreviewResponse> {
    const source = { customerGroup: query.source_customer_group, bankId: query.source_bank_id };
    return this.queryBus.execute(new CopyPreviewQuery(scopeOf(dealerId, query), source));
  }
}
