import { CUSTOMER_GROUPS, type CustomerGroup, type DiscountCopyPreviewResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryValue } from '../../../../common/http/query-dto';
import { requiredUuid } from '../../../../common/http/query-values';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { scopeOf, withTableScope } from '../../shared/query-dtos';
import { requiredCustomerGroup } from '../../shared/query-params';
import { CopyPreviewQuery } from './copy-preview.query';

/** The source table first: the handler read it before the target's scope. */
class CopySourceQuery {
  @QueryValue(requiredCustomerGroup, { required: true, enum: CUSTOMER_GROUPS }) source_customer_group!: CustomerGroup;
  @QueryValue(requiredUuid, { required: true, format: 'uuid' }) source_bank_id!: string;
}

export class CopyPreviewQueryDto extends withTableScope(CopySourceQuery) {}

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
