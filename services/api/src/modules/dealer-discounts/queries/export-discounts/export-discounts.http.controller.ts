import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { contentDisposition } from '../../../documents/queries/download-document/download-document.http.controller';
import { DealerAccess } from '../../shared/dealer-access';
import { assertOnlyKeys, FILTER_KEYS, filtersOf, invalidParameter, single, type RawQuery } from '../../shared/query-params';
import { scopeOf } from '../../shared/scope-params';
import { SCOPE_QUERY_DOCS, FILTER_QUERY_DOCS } from '../../excel/openapi-params';
import type { SheetFormat } from '../../excel/sheet-writers';
import { ExportDiscountsHandler } from './export-discounts.handler';

function formatOf(query: RawQuery): SheetFormat {
  const format = single(query, 'format') || 'xlsx';
  if (format !== 'xlsx' && format !== 'csv') throw invalidParameter('format', '„format“ erlaubt nur xlsx und csv.');
  return format;
}

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/export')
export class ExportDiscountsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly handler: ExportDiscountsHandler,
  ) {}

  @Get()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({
    summary: 'Rabatttabelle exportieren: alle Zeilen zu den Filtern (nicht nur eine Seite) als Excel (.xlsx) oder CSV (Semikolon, Dezimalkomma, UTF-8 mit BOM)',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['xlsx', 'csv'], description: 'Dateiformat (Standard xlsx)' })
  @SCOPE_QUERY_DOCS()
  @FILTER_QUERY_DOCS()
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv')
  @ApiOkResponse({ description: 'Die Tabelle als Datei (Content-Disposition mit Händler, Marke, Kundengruppe, Bank und Datum)', schema: { type: 'string', format: 'binary' } })
  async export(@Param('id') id: string, @Query() query: RawQuery, @CurrentSession() session: AuthSession, @Res() reply: FastifyReply): Promise<void> {
    const { dealerId } = await this.access.resolve(session, id);
    assertOnlyKeys(query, ['customer_group', 'bank_id', 'manufacturer_id', 'format', ...FILTER_KEYS]);
    const sheet = await this.handler.execute(scopeOf(dealerId, query), filtersOf(query), formatOf(query));
    await reply
      .header('content-type', sheet.contentType)
      .header('content-disposition', contentDisposition(sheet.fileName, 'attachment'))
      .header('cache-control', 'no-store')
      .send(sheet.body);
  }
}
