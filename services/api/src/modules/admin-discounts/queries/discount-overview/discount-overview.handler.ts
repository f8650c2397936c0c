import { ADMIN_OVERVIEW_PER_PAGE, type DiscountOverviewResponse, type DiscountOverviewRow } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { DiscountOverviewQuery } from './discount-overview.query';

/** The columns the statement reads as the overview row has them. */
type OverviewColumns = Pick<
  DiscountOverviewRow,
  'dealer_id' | 'customer_group' | 'bank_id' | 'bank_name' | 'manufacturer_id' | 'manufacturer_name' | 'car_series_id' | 'car_series_name'
  | 'car_model_id' | 'car_model_name' | 'vehicle_order_code' | 'state'
>;

/** The statement's row: OverviewColumns and what toRow turns into the row's other fields. */
interface OverviewRecord extends OverviewColumns {
  dealer_name: string;
  dealer_city: string;
  /** Hundredths of a percent, as stored (so is discount_sum). */
  base_discount: number | null;
  discount_sum: number | null;
  confirmed: boolean | null;
  updated_at: Date | null;
}

/**
 * GET /api/v1/discounts/overview (spec 2.5 admin overview): every dealer's discount rows, 10 per
 * page. Like the dealer's own table, a table (a scope with events) lists EVERY car model of its
 * brand, a model without a row as data_missing, so status counts and the state filter agree with
 * what the dealer sees (issue 16).
 */
@QueryHandler(DiscountOverviewQuery)
export class DiscountOverviewHandler implements IQueryHandler<DiscountOverviewQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ page: pageNumber, filters }: DiscountOverviewQuery): Promise<DiscountOverviewResponse> {
    const request = { page: pageNumber, ...filters };
    const params: unknown[] = [];
    const p = (value: unknown) => `$${params.push(value)}`;
    const clauses: string[] = ['TRUE'];
    if (request.dealerId) clauses.push(`sc.dealer_id = ${p(request.dealerId)}`);
    if (request.manufacturerId) clauses.push(`sc.manufacturer_id = ${p(request.manufacturerId)}`);
    if (request.bankId) clauses.push(`sc.bank_id = ${p(request.bankId)}`);
    if (request.customerGroup) clauses.push(`sc.customer_group = ${p(request.customerGroup)}`);
    if (request.carSeriesId) clauses.push(`cm.car_series_id = ${p(request.carSeriesId)}`);
    if (request.state?.length) clauses.push(`COALESCE(r.state, 'data_missing') = ANY(${p(request.state)}::text[])`);
    const where = clauses.join(' AND ');
    const from = `dealer_discount_scopes sc JOIN car_models cm ON cm.manufacturer_id = sc.manufacturer_id
      LEFT JOIN dealer_discount_rows r ON r.dealer_id = sc.dealer_id AND r.customer_group = sc.customer_group AND r.bank_id = sc.bank_id
        AND r.manufacturer_id = sc.manufacturer_id AND r.car_model_id = cm.id`;
    const countParams = [...params];
    const perPage = ADMIN_OVERVIEW_PER_PAGE;
    const [page, count] = await Promise.all([
      this.pool.query<OverviewRecord>(
        `SELECT sc.dealer_id, d.name AS dealer_name, d.city AS dealer_city, sc.customer_group, sc.bank_id, b.name AS bank_name,
                sc.manufacturer_id, m.name AS manufacturer_name, cm.car_series_id, cs.name AS car_series_name, cm.id AS car_model_id,
                cm.name AS car_model_name, cm.vehicle_order_code, r.base_discount, r.discount_sum, COALESCE(r.state, 'data_missing') AS state,
                r.confirmed, r.updated_at
           FROM ${from}
           JOIN dealers d ON d.id = sc.dealer_id
           JOIN banks b ON b.id = sc.bank_id
           JOIN manufacturers m ON m.id = sc.manufacturer_id
           JOIN car_series cs ON cs.id = cm.car_series_id
          WHERE ${where}
          ORDER BY d.name, sc.dealer_id, m.name, b.name, sc.customer_group, cs.name, cm.name, cm.id
          LIMIT ${perPage} OFFSET ${(request.page - 1) * perPage}`,
        params,
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, countParams),
    ]);
    const total = count.rows[0].n;
    return { discounts: page.rows.map(toRow), total_count: total, page: request.page, per_page: perPage, page_count: Math.ceil(total / perPage) };
  }
}

function toRow(r: OverviewRecord): DiscountOverviewRow {
  return {
    dealer_id: r.dealer_id,
    dealer_full_name: `${r.dealer_name}, ${r.dealer_city}`,
    customer_group: r.customer_group,
    bank_id: r.bank_id,
    bank_name: r.bank_name,
    manufacturer_id: r.manufacturer_id,
    manufacturer_name: r.manufacturer_name,
    car_series_id: r.car_series_id,
    car_series_name: r.car_series_name,
    car_model_id: r.car_model_id,
    car_model_name: r.car_model_name,
    vehicle_order_code: r.vehicle_order_code,
    base_discount: r.base_discount === null ? null : r.base_discount / 100,
    discount_sum: (r.discount_sum ?? 0) / 100,
    state: r.state,
    confirmed: r.confirmed ?? false,
    updated_at: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
  };
}
