import { DISCOUNT_AUDIT_COUNT_LIMIT, DISCOUNT_AUDIT_PER_PAGE, isDiscountCellField, type ComparisonOption, type DiscountAuditResponse } from '@autoleasing/contracts';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { assertOnlyKeys, customerGroupParam, invalidParameter, pageParam, single, timeParam, uuidParam, type RawQuery } from '../../../dealer-discounts/shared/query-params';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ComparisonOptionsRepository } from '../../shared/comparison-options.repository';
import { DiscountAuditHandler } from './discount-audit.handler';
import type { DiscountAuditFilter } from './discount-audit.query';

const FILTER_KEYS = ['dealer_id', 'user_id', 'manufacturer_id', 'bank_id', 'customer_group', 'car_model_id', 'field', 'from', 'to'];
/** Pages beyond the counted entries are refused: narrow the filters (or export) instead. */
const MAX_PAGE = Math.ceil(DISCOUNT_AUDIT_COUNT_LIMIT / DISCOUNT_AUDIT_PER_PAGE);

function filterOf(query: RawQuery): DiscountAuditFilter {
  const field = single(query, 'field') || undefined;
  if (field && !isDiscountCellField(field) && field !== 'number_additional_discounts') throw invalidParameter('field');
  const from = timeParam(query, 'from');
  const to = timeParam(query, 'to');
  if (from && to && from > to) throw invalidParameter('to', '„to“ darf nicht vor „from“ liegen.');
  return {
    dealerId: uuidParam(query, 'dealer_id'),
    userId: uuidParam(query, 'user_id'),
    manufacturerId: uuidParam(query, 'manufacturer_id'),
    bankId: uuidParam(query, 'bank_id'),
    customerGroup: customerGroupParam(query, 'customer_group', false),
    carModelId: uuidParam(query, 'car_model_id'),
    field,
    from,
    to,
  };
}

/** The discount audit explorer for ops (issue 8), Admin only: a page of entries and the CSV export. */
@ApiTags('admin')
@Controller('api/v1/admin')
@RequiresLogin({ roles: ['Admin'] })
export class DiscountAuditHttpController {
  constructor(
    private readonly options: ComparisonOptionsRepository,
    private readonly handler: DiscountAuditHandler,
  ) {}

  @Get('discount_audit')
  @ApiOperation({ summary: 'Rabatt-Änderungen aller Händler, neueste zuerst (Filter: Händler, Nutzer, Marke, Bank, Kundengruppe, Modell, Feld, Zeitraum), 50 je Seite' })
  async page(@Query() query: RawQuery): Promise<DiscountAuditResponse> {
    assertOnlyKeys(query, [...FILTER_KEYS, 'page']);
    const page = pageParam(query);
    if (page > MAX_PAGE) throw invalidParameter('page', `Es lassen sich höchstens ${MAX_PAGE} Seiten blättern. Bitte grenzen Sie die Filter ein oder laden Sie die CSV-Datei.`);
    return this.handler.page(filterOf(query), page);
  }

  @Get('discount_audit.csv')
  @ApiOperation({ summary: 'Dieselben Einträge als CSV (Semikolon, UTF-8 mit BOM, deutsche Zahlen und Zeiten), gestreamt' })
  async csv(@Query() query: RawQuery, @Res() reply: FastifyReply): Promise<void> {
    assertOnlyKeys(query, FILTER_KEYS);
    const filter = filterOf(query);
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rabatt-aenderungen-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(this.handler.csv(filter));
  }

  /** Users who changed discounts (the explorer's user filter): staff and dealers, with names. */
  @Get('discount_audit/users')
  @ApiOperation({ summary: 'Nutzer mit Rolle Händler oder Admin (Filter des Änderungsprotokolls)' })
  async users(@Query() query: RawQuery): Promise<{ users: (ComparisonOption & { role: string })[] }> {
    assertOnlyKeys(query, []);
    return { users: await this.options.auditUsers() };
  }
}
