import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { auditFilterOf, DiscountAuditFilterQueryDto } from '../../shared/discount-audit-filter.request.dto';
import { ExportDiscountAuditQuery } from './export-discount-audit.query';

/** The discount audit explorer's CSV export (issue 8), Admin only: every entry matching the explorer's filters (the page: queries/discount-audit). */
@ApiTags('admin')
@Controller('api/v1/admin')
@RequiresLogin({ roles: ['Admin'] })
export class ExportDiscountAuditHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('discount_audit.csv')
  @ApiOperation({ summary: 'Dieselben Einträge als CSV (Semikolon, UTF-8 mit BOM, deutsche Zahlen und Zeiten), gestreamt' })
  @RespondsWithFile('text/csv', 'Die Einträge als CSV-Datei (rabatt-aenderungen-….csv)')
  async csv(@Query() query: DiscountAuditFilterQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const filter = auditFilterOf(query);
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const body = await this.queryBus.execute(new ExportDiscountAuditQuery(filter));
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rabatt-aenderungen-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  }
}
