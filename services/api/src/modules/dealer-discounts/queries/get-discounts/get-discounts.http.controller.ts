import { DISCOUNT_SORT_KEYS, DISCOUNT_TABLE_PAGE_SIZES, SORT_DIRECTIONS } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { assertOnlyKeys, FILTER_KEYS, filtersOf, includesOf, ORDER_KEYS, orderOf, pageParam, ROW_INCLUDES, timeParam, type RawQuery } from '../../shared/query-params';
import { scopeOf } from '../../shared/scope-params';
import { GetDiscountsHandler } from './get-discounts.handler';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class GetDiscountsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly handler: GetDiscountsHandler,
  ) {}

  @Get()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Rabatttabelle: 20, 50 oder 100 Zeilen je Seite mit Filtern, Sortierung, total_count und Revision; as_of zeigt einen früheren Stand' })
  @ApiQuery({ name: 'sort', required: false, enum: [...DISCOUNT_SORT_KEYS], description: 'Spalte, nach der sortiert wird (ohne: Modellreihe und Modell); gleiche Werte nach Modellname und id' })
  @ApiQuery({ name: 'sort_direction', required: false, enum: [...SORT_DIRECTIONS], description: 'asc (Standard) oder desc; leere Werte stehen immer am Ende' })
  @ApiQuery({ name: 'per_page', required: false, enum: [...DISCOUNT_TABLE_PAGE_SIZES], description: 'Zeilen je Seite: 20 (Standard), 50 oder 100; andere Werte: 400 invalid_parameter' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'include', required: false, enum: [...ROW_INCLUDES], description: 'cell_editors: jede Zeile nennt zu jeder Zelle, wer sie zuletzt wann geändert hat (ohne: fehlt das Feld)' })
  // The handler answers JSON text (a page's rows come from the database as JSON): sent as it is.
  @Header('Content-Type', 'application/json; charset=utf-8')
  async list(@Param('id') id: string, @Query() query: RawQuery, @CurrentSession() session: AuthSession): Promise<string> {
    const { dealerId } = await this.access.resolve(session, id);
    assertOnlyKeys(query, ['customer_group', 'bank_id', 'manufacturer_id', 'page', 'as_of', 'include', ...FILTER_KEYS, ...ORDER_KEYS]);
    return this.handler.execute({
      scope: scopeOf(dealerId, query),
      filters: filtersOf(query),
      page: pageParam(query),
      asOf: timeParam(query, 'as_of'),
      order: orderOf(query),
      cellEditors: includesOf(query).includes('cell_editors'),
    });
  }
}
