import {
  availableOpsActions,
  documentDownloadUrl,
  isUuid,
  OPS_STATES,
  OPS_DEALS_PER_PAGE,
  opsStatesOfGroup,
  type AttachedDocument,
  type AttachmentType,
  type CustomerGroup,
  type DealCustomerState,
  type DeliveryTimeBand,
  type DocumentContentType,
  type OpsDealerOption,
  type OpsDealRowDto,
  type OpsDealSearchQuery,
  type PaymentStatus,
} from '@autoleasing/contracts';
import { dealMonthlyRateCents, dealNotFound } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { unansweredCustomerMessagesSql } from '../../../common/deal-messages/deal-messages.repository';
import { PG_POOL } from '../../../core/tokens';

interface RawOpsRow {
  id: string;
  customer_id: string;
  customer_group: CustomerGroup;
  customer_state: DealCustomerState;
  order_number: string | null;
  payment_status: PaymentStatus | null;
  customer_name: string | null;
  customer_email: string | null;
  manufacturer_name: string;
  car_series_name: string;
  car_model_name: string;
  finance_rate_cents: string;
  service_rate_cents: string;
  insurance_rate_cents: string;
  insurance_enabled: boolean;
  service_package_enabled: boolean;
  delivery_time: DeliveryTimeBand | null;
  last_actor_user_id: string | null;
  dealer_id: string;
  dealer_name: string;
  created_at: Date;
  updated_at: Date;
  unanswered_messages: number;
}

// Unanswered messages: a subquery per listed deal from common/deal-messages, in this one query.
const SELECT = `
  SELECT d.id, d.customer_id, d.customer_group, d.customer_state, d.order_number, d.payment_status, d.finance_rate_cents, d.service_rate_cents,
         d.insurance_rate_cents, d.insurance_enabled, d.service_package_enabled, d.delivery_time,
         d.last_actor_user_id, d.created_at, d.updated_at,
         NULLIF(concat_ws(' ', u.first_name, u.last_name, u.company_name), '') AS customer_name, u.email AS customer_email,
         m.name AS manufacturer_name, cs.name AS car_series_name, cm.name AS car_model_name,
         s.dealer_id, dl.name AS dealer_name,
         ${unansweredCustomerMessagesSql('d.id')} AS unanswered_messages`;

const FROM = `
    FROM deals d
    JOIN car_specs s ON s.id = d.car_spec_id
    JOIN dealers dl ON dl.id = s.dealer_id
    JOIN car_models cm ON cm.id = d.car_model_id
    JOIN car_series cs ON cs.id = cm.car_series_id
    JOIN manufacturers m ON m.id = cm.manufacturer_id
    LEFT JOIN users u ON u.id = d.customer_id`;

/** LIKE pattern of a user's text, its wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toRow(r: RawOpsRow): OpsDealRowDto {
  const total = dealMonthlyRateCents(r);
  return {
    id: r.id,
    customer_id: r.customer_id,
    customer_name: r.customer_name ?? '',
    customer_email: r.customer_email ?? '',
    customer_group: r.customer_group,
    customer_state: r.customer_state,
    order_number: r.order_number,
    payment_status: r.payment_status,
    manufacturer_name: r.manufacturer_name,
    car_series_name: r.car_series_name,
    car_model_name: r.car_model_name,
    total_rate_cents: total,
    delivery_time: r.delivery_time,
    available_actions: availableOpsActions(r.customer_state),
    last_actor_user_id: r.last_actor_user_id,
    dealer_id: r.dealer_id,
    dealer_name: r.dealer_name,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    unanswered_messages: r.unanswered_messages,
  };
}

/**
 * The ops screen's reads on the deals read model (projection `deals`) joined with the catalogue
 * (car, dealer of the offer) and users (name, e-mail: personal data stays out of the events).
 */
@Injectable()
export class OpsDealsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Deals from checkout_completed on, newest change first, 20 per page. */
  async search(query: OpsDealSearchQuery): Promise<{ rows: OpsDealRowDto[]; total: number; page: number }> {
    const page = query.page ?? 1;
    let states: readonly string[] = query.state_group ? opsStatesOfGroup(query.state_group) : OPS_STATES;
    if (query.customer_state) states = states.filter((state) => state === query.customer_state);
    const params: unknown[] = [states];
    const where = ['d.customer_state = ANY($1::text[])'];
    if (query.dealer_id) {
      params.push(query.dealer_id);
      where.push(`s.dealer_id = $${params.length}`);
    }
    const q = query.q?.trim();
    if (q) {
      params.push(likePattern(q));
      const like = `$${params.length}`;
      const idMatch = isUuid(q) ? (params.push(q.toLowerCase()), `d.id = $${params.length}::uuid`) : `d.id::text LIKE lower(${like})`;
      // The order number (AL-2026-000123, or a part of it) as well.
      where.push(`(${idMatch} OR d.order_number ILIKE ${like} OR concat_ws(' ', u.first_name, u.last_name, u.company_name) ILIKE ${like} OR u.email ILIKE ${like})`);
    }
    const condition = where.join(' AND ');
    const [list, count] = await Promise.all([
      this.pool.query<RawOpsRow>(
        `${SELECT}${FROM} WHERE ${condition} ORDER BY d.updated_at DESC, d.id LIMIT ${OPS_DEALS_PER_PAGE} OFFSET ${(page - 1) * OPS_DEALS_PER_PAGE}`,
        params,
      ),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total${FROM} WHERE ${condition}`, params),
    ]);
    return { rows: list.rows.map(toRow), total: count.rows[0].total, page };
  }

  /** Dealers with at least one deal from checkout_completed on, by name. */
  async dealers(): Promise<OpsDealerOption[]> {
    const { rows } = await this.pool.query<OpsDealerOption>(
      `SELECT DISTINCT dl.id, dl.name FROM deals d JOIN car_specs s ON s.id = d.car_spec_id JOIN dealers dl ON dl.id = s.dealer_id
        WHERE d.customer_state = ANY($1::text[]) ORDER BY dl.name, dl.id`,
      [OPS_STATES],
    );
    return rows;
  }

  /** One deal in an ops state; anything else (unknown, still in checkout, archived) is 404 here. */
  async opsDeal(dealId: string): Promise<OpsDealRowDto> {
    const { rows } = await this.pool.query<RawOpsRow>(`${SELECT}${FROM} WHERE d.id = $1 AND d.customer_state = ANY($2::text[])`, [dealId, OPS_STATES]);
    if (!rows[0]) throw dealNotFound();
    return toRow(rows[0]);
  }

  /** Names (else e-mail) of the given users; erased users have neither. */
  async userNames(userIds: readonly string[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(userIds)].filter((id) => isUuid(id));
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<{ id: string; name: string | null }>(
      `SELECT id, COALESCE(NULLIF(concat_ws(' ', first_name, last_name), ''), NULLIF(company_name, ''), email) AS name FROM users WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The deal's contract documents (attachment_type 'contract'), oldest first. */
  async contracts(dealId: string): Promise<AttachedDocument[]> {
    const { rows } = await this.pool.query<{
      id: string;
      attachment_type: AttachmentType;
      s3_key: string;
      content_type: DocumentContentType;
      original_filename: string;
      size_bytes: number;
      created_at: Date;
    }>(
      `SELECT id, attachment_type, s3_key, content_type, original_filename, size_bytes, created_at FROM documents
        WHERE deal_id = $1 AND attachment_type = 'contract' AND deleted_at IS NULL ORDER BY created_at, id`,
      [dealId],
    );
    return rows.map((r) => ({
      id: r.id,
      attachment_type: r.attachment_type,
      s3_key: r.s3_key,
      contentType: r.content_type,
      file_name: r.original_filename,
      size_bytes: r.size_bytes,
      created_at: r.created_at.toISOString(),
      download_url: documentDownloadUrl(r.id),
    }));
  }
}
