import type { ColumnCheckerResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { ManufacturerQueryDto } from '../../shared/query-dtos';
import { CheckLayoutColumnQuery } from './check-layout-column.query';
import { parseCheckLayoutColumnRequest } from './check-layout-column.request.dto';

/** Asked before the last additional discount column is removed (commands/change-layout). */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discount_layouts')
export class CheckLayoutColumnHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('column_checker')
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Enthält die letzte Zusatznachlass-Spalte Werte? (je Tabelle: Bank und Kundengruppe mit Anzahl der Werte)' })
  @RespondsWith('ColumnCheckerResponse')
  columnChecker(@CurrentDealer() { dealerId }: DealerContext, @Query() query: ManufacturerQueryDto): Promise<ColumnCheckerResponse> {
    return this.queryBus.execute(new CheckLayoutColumnQuery(dealerId, parseCheckLayoutColumnRequest(query)));
  }
}
