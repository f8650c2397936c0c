import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { contentDisposition } from '../../../documents/shared/send-document';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { filtersOf, scopeOf } from '../../shared/query-dtos';
import { ExportDiscountsQuery } from './export-discounts.query';
import { ExportDiscountsQueryDto } from './export-discounts.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/export')
export class ExportDiscountsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @DealerRouteWithQuery()
  @ApiOperation({
    summary: 'Rabatttabelle exportieren: alle Zeilen zu den Filtern (nicht nur eine Seite) als Excel (.xlsx) oder CSV (Semikolon, Dezimalkomma, UTF-8 mit BOM)',
  })
  @RespondsWithFile(
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    'Die Tabelle als Datei (Content-Disposition mit Händler, Marke, Kundengruppe, Bank und Datum)',
  )
  async export(@CurrentDealer() { dealerId }: DealerContext, @Query() query: ExportDiscountsQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const sheet = await this.queryBus.execute(new ExportDiscountsQuery(scopeOf(dealerId, query), filtersOf(query), query.format));
    await reply
      .header('content-type', sheet.contentType)
      .header('content-disposition', contentDisposition(sheet.fileName, 'attachment'))
      .header('cache-control', 'no-store')
      .send(sheet.body);
  }
}
