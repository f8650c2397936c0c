import {
  DISCOUNT_AUDIT_COUNT_LIMIT,
  DISCOUNT_AUDIT_PER_PAGE,
  dealerTableUrl,
  discountFieldLabel,
  type DiscountAuditEntry,
  type DiscountAuditResponse,
} from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { auditCellValue, auditPageSelect, auditWhere, type AuditRecord } from '../../shared/discount-audit.sql';
import { DiscountAuditQuery } from './discount-audit.query';

/**
 * The discount audit explorer (issue 8) over dealer_discount_history, the per-cell history of
 * issue 7: who changed which discount when, across all dealers, with both identities.
 */
@QueryHandler(DiscountAuditQuery)
export class DiscountAuditHandler implements IQueryHandler<DiscountAuditQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filter, page }: DiscountAuditQuery): Promise<DiscountAuditResponse> {
    const perPage = DISCOUNT_AUDIT_PER_PAGE;
    const params: unknown[] = [];
    const where = auditWhere(filter, params);
    const countParams = [...params];
    const [entries, count] = await Promise.all([
      this.pool.query<AuditRecord>(auditPageSelect(where, perPage, (page - 1) * perPage), params),
      // Counted up to a limit: an exact count of a million entries costs more than the page.
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM dealer_discount_history h WHERE ${where} LIMIT ${DISCOUNT_AUDIT_COUNT_LIMIT + 1}) x`, countParams),
    ]);
    const counted = count.rows[0].n;
    const lowerBound = counted > DISCOUNT_AUDIT_COUNT_LIMIT;
    const total = lowerBound ? DISCOUNT_AUDIT_COUNT_LIMIT : counted;
    return {
      entries: entries.rows.map(toEntry),
      total_count: total,
      total_is_lower_bound: lowerBound,
      page,
      per_page: perPage,
      page_count: Math.ceil(total / perPage),
    };
  }
}

function toEntry(r: AuditRecord): DiscountAuditEntry {
  const field = r.field;
  const occurredAt = new Date(r.occurred_at).toISOString();
  return {
    event_id: r.event_id,
    seq: r.seq,
    kind: r.kind,
    dealer_id: r.dealer_id,
    dealer_full_name: r.dealer_name ? `${r.dealer_name}, ${r.dealer_city}` : null,
    customer_group: r.customer_group,
    bank_id: r.bank_id,
    bank_name: r.bank_name,
    manufacturer_id: r.manufacturer_id,
    manufacturer_name: r.manufacturer_name,
    car_model_id: r.car_model_id,
    car_model_name: r.car_model_name,
    field,
    field_label: discountFieldLabel(field, r.manufacturer_slug ?? ''),
    old_value: auditCellValue(field, r.old_value),
    new_value: auditCellValue(field, r.new_value),
    user_id: r.user_id,
    user_name: r.user_name,
    role: r.role,
    acting_for_dealer_id: r.acting_for_dealer_id,
    operation_id: r.operation_id,
    file_name: r.file_name ?? null,
    restored_from: r.restored_from ? new Date(r.restored_from).toISOString() : null,
    valid_from: r.valid_from ? new Date(r.valid_from).toISOString() : null,
    valid_until: r.valid_until ? new Date(r.valid_until).toISOString() : null,
    occurred_at: occurredAt,
    table_url:
      r.customer_group && r.bank_id
        ? dealerTableUrl({ dealerId: r.dealer_id, customerGroup: r.customer_group, bankId: r.bank_id, manufacturerId: r.manufacturer_id, asOf: occurredAt })
        : null,
  };
}
