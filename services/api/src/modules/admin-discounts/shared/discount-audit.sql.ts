import {
  CAMPAIGN_SCHEDULER_NAME,
  CAMPAIGN_SCHEDULER_USER_ID,
  DATA_IMPORT_ACTOR,
  DATA_IMPORT_ACTOR_NAME,
  type DiscountAuditEntry,
  type DiscountAuditSelection,
  type DiscountCellValue,
  isDiscountCellField,
} from '@autoleasing/contracts';
import { fromStoredValue, type StoredCellValue } from '@autoleasing/domain';

export interface DiscountAuditFilter extends DiscountAuditSelection {
  from?: Date;
  to?: Date;
}

/** A record's stored cell value in API units (hundredths → 7.5), for the explorer and the CSV alike. */
export function auditCellValue(field: string | null, stored: unknown): DiscountCellValue {
  return field && isDiscountCellField(field) ? fromStoredValue(field, stored as StoredCellValue) : (stored as DiscountCellValue);
}

/** Where a stored record differs from the explorer's entry: raw names, stored values, times as Dates. */
type RecordOnlyFields = 'dealer_full_name' | 'field_label' | 'old_value' | 'new_value' | 'restored_from' | 'valid_from' | 'valid_until' | 'occurred_at' | 'table_url';

/** One entry of dealer_discount_history with the names the explorer shows (and the CSV). */
export interface AuditRecord extends Omit<DiscountAuditEntry, RecordOnlyFields> {
  dealer_name: string | null;
  dealer_city: string | null;
  manufacturer_slug: string | null;
  old_value: unknown;
  new_value: unknown;
  restored_from: Date | null;
  valid_from: Date | null;
  valid_until: Date | null;
  occurred_at: Date;
}

/**
 * The explorer's WHERE clause on dealer_discount_history. The history's covering indexes (dealer-discounts.tables.ts) lead
 * with time or a selective filter (dealer, user, brand, car model) and carry the other filter
 * columns, so "newest first" of any filter combination is an index-only range scan.
 */
export function auditWhere(filter: DiscountAuditFilter, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  const clauses: string[] = [];
  if (filter.dealerId) clauses.push(`h.dealer_id = ${p(filter.dealerId)}`);
  if (filter.userId) clauses.push(`h.user_id = ${p(filter.userId)}`);
  if (filter.manufacturerId) clauses.push(`h.manufacturer_id = ${p(filter.manufacturerId)}`);
  if (filter.bankId) clauses.push(`h.bank_id = ${p(filter.bankId)}`);
  if (filter.customerGroup) clauses.push(`h.customer_group = ${p(filter.customerGroup)}`);
  if (filter.carModelId) clauses.push(`h.car_model_id = ${p(filter.carModelId)}`);
  if (filter.field) clauses.push(`h.field = ${p(filter.field)}`);
  if (filter.from) clauses.push(`h.occurred_at >= ${p(filter.from)}`);
  if (filter.to) clauses.push(`h.occurred_at <= ${p(filter.to)}`);
  return clauses.length ? clauses.join(' AND ') : 'TRUE';
}

export const AUDIT_ORDER = 'h.occurred_at DESC, h.position DESC, h.seq DESC';

/** The user's name; the seed's data import (issue 16) is no user and shows as "Datenimport". */
const AUDIT_USER_NAME = `CASE WHEN h.user_id = '${DATA_IMPORT_ACTOR.userId}' THEN '${DATA_IMPORT_ACTOR_NAME}' WHEN h.user_id = '${CAMPAIGN_SCHEDULER_USER_ID}' THEN '${CAMPAIGN_SCHEDULER_NAME}' ELSE nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') END`;

const NAMED = `SELECT h.event_id, h.seq, h.kind, h.dealer_id, d.name AS dealer_name, d.city AS dealer_city, h.customer_group, h.bank_id, b.name AS bank_name,
                 h.manufacturer_id, m.name AS manufacturer_name, m.slug AS manufacturer_slug, h.car_model_id, cm.name AS car_model_name, h.field,
                 h.old_value, h.new_value, h.user_id, ${AUDIT_USER_NAME} AS user_name, h.role,
                 h.acting_for_dealer_id, h.operation_id, h.file_name, h.restored_from, h.valid_from, h.valid_until, h.occurred_at`;
const NAMES = `LEFT JOIN dealers d ON d.id = h.dealer_id
            LEFT JOIN banks b ON b.id = h.bank_id
            LEFT JOIN manufacturers m ON m.id = h.manufacturer_id
            LEFT JOIN car_models cm ON cm.id = h.car_model_id
            LEFT JOIN users u ON u.id::text = h.user_id`;

/**
 * One page, newest first: the page's keys are picked by an index-only scan (filters checked on the
 * index's carried columns), then only those rows are read and named.
 */
export function auditPageSelect(where: string, limit: number, offset: number): string {
  return `WITH page AS (SELECT h.event_id, h.seq FROM dealer_discount_history h WHERE ${where} ORDER BY ${AUDIT_ORDER} LIMIT ${limit} OFFSET ${offset})
          ${NAMED}
            FROM page JOIN dealer_discount_history h USING (event_id, seq)
            ${NAMES}
           ORDER BY ${AUDIT_ORDER}`;
}

/** The whole export newest first, read in one pass (the cursor streams it), names joined per row. */
export function auditSelect(where: string, limitOffset = ''): string {
  return `SELECT h.event_id, h.seq, h.kind, h.dealer_id, d.name AS dealer_name, d.city AS dealer_city, h.customer_group, h.bank_id, b.name AS bank_name,
                 h.manufacturer_id, m.name AS manufacturer_name, m.slug AS manufacturer_slug, h.car_model_id, cm.name AS car_model_name, h.field,
                 h.old_value, h.new_value, h.user_id, ${AUDIT_USER_NAME} AS user_name, h.role,
                 h.acting_for_dealer_id, h.operation_id, h.file_name, h.restored_from, h.valid_from, h.valid_until, h.occurred_at
            FROM (SELECT * FROM dealer_discount_history h WHERE ${where} ORDER BY ${AUDIT_ORDER} ${limitOffset}) h
            LEFT JOIN dealers d ON d.id = h.dealer_id
            LEFT JOIN banks b ON b.id = h.bank_id
            LEFT JOIN manufacturers m ON m.id = h.manufacturer_id
            LEFT JOIN car_models cm ON cm.id = h.car_model_id
            LEFT JOIN users u ON u.id::text = h.user_id
           ORDER BY ${AUDIT_ORDER}`;
}
