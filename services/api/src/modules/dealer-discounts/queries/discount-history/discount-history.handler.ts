import { isDiscountCellField, type DiscountHistoryEntry, type DiscountHistoryResponse, type CustomerGroup } from '@autoleasing/contracts';
import { fromStoredValue, type StoredCellValue } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { DiscountHistoryQuery } from './discount-history.query';

export const HISTORY_PAGE_SIZE = 50;

interface HistoryRecord {
  event_id: string;
  kind: DiscountHistoryEntry['kind'];
  customer_group: CustomerGroup | null;
  bank_id: string | null;
  manufacturer_id: string;
  car_model_id: string | null;
  car_model_name: string | null;
  field: string | null;
  old_value: StoredCellValue;
  new_value: StoredCellValue;
  user_id: string;
  user_name: string | null;
  role: string;
  operation_id: string | null;
  source_customer_group: CustomerGroup | null;
  source_bank_id: string | null;
  file_name: string | null;
  restored_from: Date | null;
  valid_from: Date | null;
  valid_until: Date | null;
  occurred_at: Date;
}

/** GET /api/v1/dealers/{id}/discounts/history: one entry per cell change, newest first. */
@QueryHandler(DiscountHistoryQuery)
export class DiscountHistoryHandler implements IQueryHandler<DiscountHistoryQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ dealerId, page: pageNumber, filters }: DiscountHistoryQuery): Promise<DiscountHistoryResponse> {
    const request = { dealerId, page: pageNumber, ...filters };
    const params: unknown[] = [];
    const p = (value: unknown) => `$${params.push(value)}`;
    const clauses = [`h.dealer_id = ${p(request.dealerId)}`];
    if (request.customerGroup) clauses.push(`h.customer_group = ${p(request.customerGroup)}`);
    if (request.bankId) clauses.push(`h.bank_id = ${p(request.bankId)}`);
    if (request.manufacturerId) clauses.push(`h.manufacturer_id = ${p(request.manufacturerId)}`);
    if (request.carModelId) clauses.push(`h.car_model_id = ${p(request.carModelId)}`);
    if (request.field) clauses.push(`h.field = ${p(request.field)}`);
    if (request.userId) clauses.push(`h.user_id = ${p(request.userId)}`);
    if (request.from) clauses.push(`h.occurred_at >= ${p(request.from)}`);
    if (request.to) clauses.push(`h.occurred_at <= ${p(request.to)}`);
    const where = clauses.join(' AND ');
    const countParams = [...params];
    const offset = (request.page - 1) * HISTORY_PAGE_SIZE;
    const [page, count] = await Promise.all([
      this.pool.query<HistoryRecord>(
        `SELECT h.event_id, h.kind, h.customer_group, h.bank_id, h.manufacturer_id, h.car_model_id, cm.name AS car_model_name, h.field,
                h.old_value, h.new_value, h.user_id, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS user_name, h.role,
                h.operation_id, h.source_customer_group, h.source_bank_id, h.file_name, h.restored_from, h.valid_from, h.valid_until, h.occurred_at
           FROM dealer_discount_history h
           LEFT JOIN car_models cm ON cm.id = h.car_model_id
           LEFT JOIN users u ON u.id::text = h.user_id
          WHERE ${where}
          ORDER BY h.occurred_at DESC, h.position DESC, h.seq DESC
          LIMIT ${HISTORY_PAGE_SIZE} OFFSET ${offset}`,
        params,
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM dealer_discount_history h WHERE ${where}`, countParams),
    ]);
    const total = count.rows[0].n;
    return {
      entries: page.rows.map(toEntry),
      total_count: total,
      page: request.page,
      page_count: Math.ceil(total / HISTORY_PAGE_SIZE),
    };
  }
}

const isoOrNull = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toEntry(record: HistoryRecord): DiscountHistoryEntry {
  const field = record.field !== null && isDiscountCellField(record.field) ? record.field : null;
  const value = (stored: StoredCellValue) => (field ? fromStoredValue(field, stored) : stored);
  return {
    event_id: record.event_id,
    kind: record.kind,
    customer_group: (record.customer_group ?? null) as CustomerGroup,
    bank_id: record.bank_id as string,
    manufacturer_id: record.manufacturer_id,
    car_model_id: record.car_model_id,
    car_model_name: record.car_model_name,
    field,
    old_value: value(record.old_value),
    new_value: value(record.new_value),
    user_id: record.user_id,
    user_name: record.user_name,
    role: record.role,
    acting_admin_id: record.role === 'Admin' ? record.user_id : null,
    operation_id: record.operation_id,
    source_scope: record.source_customer_group && record.source_bank_id ? { customer_group: record.source_customer_group, bank_id: record.source_bank_id } : null,
    file_name: record.file_name ?? null,
    restored_from: isoOrNull(record.restored_from),
    valid_from: isoOrNull(record.valid_from),
    valid_until: isoOrNull(record.valid_until),
    occurred_at: new Date(record.occurred_at).toISOString(),
  };
}
