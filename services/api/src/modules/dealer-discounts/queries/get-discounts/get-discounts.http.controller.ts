import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { filtersOf, scopeOf } from '../../shared/query-dtos';
import { GetDiscountsQuery } from './get-discounts.query';
import { DiscountTableQueryDto } from './get-discounts.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class GetDiscountsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Rabatttabelle: 20, 50 oder 100 Zeilen je Seite mit Filtern, Sortierung, total_count und Revision; as_of zeigt einen früheren Stand' })
  @RespondsWith('DiscountTableResponse')
  // The handler answers JSON text (a page's rows come from the database as JSON): sent as it is.
  @Header('Content-Type', 'application/json; charset=utf-8')
  async list(@CurrentDealer() { dealerId }: DealerContext, @Query() query: DiscountTableQueryDto): Promise<string> {
    return this.queryBus.execute(
      new GetDiscountsQuery(
        scopeOf(dealerId, query),
        filtersOf(query),
        query.page,
        query.as_of,
        { sort: query.sort, direction: query.sort_direction, perPage: query.per_page },
        (query.include ?? []).includes('cell_editors'),
      ),
    );
  }
}
