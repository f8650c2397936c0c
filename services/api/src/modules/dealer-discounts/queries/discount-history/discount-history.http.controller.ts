import type { CustomerGroup, DiscountCellField, DiscountHistoryResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryValue } from '../../../../common/http/query-dto';
import { isoTime, optionalUuid, pageNumber, singleValue } from '../../../../common/http/query-values';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { cellField, optionalCustomerGroup } from '../../shared/query-params';
import { DiscountHistoryQuery } from './discount-history.query';

const uuid = { format: 'uuid' } as const;

/** The history's filters, in the order the handler read them. */
export class DiscountHistoryQueryDto {
  @QueryValue(singleValue, { description: 'Nur Änderungen dieses Nutzers' }) user_id?: string;
  @QueryValue(optionalCustomerGroup, { description: 'b2b oder b2c (auch B oder P)' }) customer_group?: CustomerGroup;
  @QueryValue(optionalUuid, uuid) bank_id?: string;
  @QueryValue(optionalUuid, uuid) manufacturer_id?: string;
  @QueryValue(optionalUuid, uuid) car_model_id?: string;
  @QueryValue(cellField, { description: 'Feld der Zelle, z. B. base_discount' }) field?: DiscountCellField;
  @QueryValue(isoTime, { format: 'date-time' }) from?: Date;
  @QueryValue(isoTime, { format: 'date-time' }) to?: Date;
  @QueryValue(pageNumber, { type: Number }) page!: number;
}

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
