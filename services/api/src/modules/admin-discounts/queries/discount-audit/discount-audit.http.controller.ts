import type { DiscountAuditResponse } from '@autoleasing/contracts';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWith, RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { DiscountAuditCsvQuery, DiscountAuditQuery } from './discount-audit.query';
import { auditFilterOf, DiscountAuditFilterQueryDto, DiscountAuditPageQueryDto } from './discount-audit.request.dto';

/** The discount audit explorer for ops (issue 8), Admin only: a page of entries and the CSV export (its user filter: queries/list-discount-audit-users). */
@ApiTags('admin')
@Controller('api/v1/admin')
@RequiresLogin({ roles: ['Admin'] })
export class DiscountAuditHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('discount_audit')
  @ApiOperation({ summary: 'Rabatt-Änderungen aller Händler, neueste zuerst (Filter: Händler, Nutzer, Marke, Bank, Kundengruppe, Modell, Feld, Zeitraum), 50 je Seite' })
  @RespondsWith('DiscountAuditResponse')
  page(@Query() query: DiscountAuditPageQueryDto): Promise<DiscountAuditResponse> {
    return this.queryBus.execute(new DiscountAuditQuery(auditFilterOf(query), query.page));
  }

  @Get('discount_audit.csv')
  @ApiOperation({ summary: 'Dieselben Einträge als CSV (Semikolon, UTF-8 mit BOM, deutsche Zahlen und Zeiten), gestreamt' })
  @RespondsWithFile('text/csv', 'Die Einträge als CSV-Datei (rabatt-aenderungen-….csv)')
  async csv(@Query() query: DiscountAuditFilterQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const filter = auditFilterOf(query);
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const body = await this.queryBus.execute(new DiscountAuditCsvQuery(filter));
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rabatt-aenderungen-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  }
}
