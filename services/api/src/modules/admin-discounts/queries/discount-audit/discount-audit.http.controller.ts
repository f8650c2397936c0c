import type { DiscountAuditResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { auditFilterOf } from '../../shared/discount-audit-filter.request.dto';
import { DiscountAuditQuery } from './discount-audit.query';
import { DiscountAuditPageQueryDto } from './discount-audit.request.dto';

/** The discount audit explorer for ops (issue 8), Admin only: a page of entries (its CSV export: queries/export-discount-audit; its user filter: queries/list-discount-audit-users). */
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
}
