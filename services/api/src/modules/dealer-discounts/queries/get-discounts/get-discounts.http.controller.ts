import { DISCOUNT_SORT_KEYS, DISCOUNT_TABLE_PAGE_SIZES, SORT_DIRECTIONS, type DiscountSortKey, type SortDirection } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryValue } from '../../../../common/http/query-dto';
import { enumList, isoTime, pageNumber } from '../../../../common/http/query-values';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { filtersOf, scopeOf, TableFiltersQueryDto } from '../../shared/query-dtos';
import { perPage, ROW_INCLUDES, sortDirection, sortKey } from '../../shared/query-params';
import { GetDiscountsQuery } from './get-discounts.query';

export class DiscountTableQueryDto extends TableFiltersQueryDto {
  @QueryValue(pageNumber, { type: Number }) page!: number;
  @QueryValue(isoTime, { format: 'date-time', description: 'Früherer Stand der Tabelle (ISO 8601)' }) as_of?: Date;
  @QueryValue(sortKey, { enum: [...DISCOUNT_SORT_KEYS], description: 'Spalte, nach der sortiert wird (ohne: Modellreihe und Modell); gleiche Werte nach Modellname und id' })
  sort!: DiscountSortKey | null;
  @QueryValue(sortDirection, { enum: [...SORT_DIRECTIONS], description: 'asc (Standard) oder desc; leere Werte stehen immer am Ende' }) sort_direction!: SortDirection;
  @QueryValue(perPage, { type: Number, enum: [...DISCOUNT_TABLE_PAGE_SIZES], description: 'Zeilen je Seite: 20 (Standard), 50 oder 100; andere Werte: 400 invalid_parameter' })
  per_page!: number;
  @QueryValue(enumList(ROW_INCLUDES), {
    enum: [...ROW_INCLUDES],
    description: 'cell_editors: jede Zeile nennt zu jeder Zelle, wer sie zuletzt wann geändert hat (ohne: fehlt das Feld)',
  })
  include?: (typeof ROW_INCLUDES)[number][];
}

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
