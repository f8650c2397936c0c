import { COMPARISON_MAX_DEALERS, COMPARISON_PER_PAGE, type AdminDealerDto, type ComparisonCell, type DiscountComparisonResponse } from '@autoleasing/contracts';
import { notFound } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { AdminDealersRepository } from '../../shared/admin-dealers.repository';
import { comparisonStats } from './comparison-stats';
import { ComparisonQuery } from './comparison.query';

interface ModelRecord {
  id: string;
  name: string;
  car_series_name: string;
  vehicle_order_code: string;
  total: string;
}

/**
 * GET /api/v1/comparison: the comparison read model (projection discount-comparison) for a brand,
 * bank, customer group and optionally a car series: every car model that one of the compared
 * dealers has a row for, each dealer's discounts side by side, min / max / median and the best.
 */
@QueryHandler(ComparisonQuery)
export class ComparisonHandler implements IQueryHandler<ComparisonQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly dealers: AdminDealersRepository,
  ) {}

  async execute(request: ComparisonQuery): Promise<DiscountComparisonResponse> {
    const { manufacturerId, bankId, customerGroup } = request;
    const perPage = COMPARISON_PER_PAGE;
    const empty = { dealers: [] as AdminDealerDto[], models: [], total_count: 0, page: request.page, per_page: perPage, page_count: 0 };
    const dealers = request.dealerIds?.length
      ? await this.dealers.byIds(request.dealerIds)
      : (await this.dealers.withDiscounts({ manufacturerId, bankId, customerGroup })).slice(0, COMPARISON_MAX_DEALERS);
    if (request.dealerIds?.length && dealers.length !== new Set(request.dealerIds).size) throw notFound('dealer_not_found', 'Mindestens einer der gewählten Händler wurde nicht gefunden.');
    if (!dealers.length) return empty;
    const dealerIds = dealers.map((d) => d.id);
    const params: unknown[] = [manufacturerId, bankId, customerGroup, dealerIds];
    const series = request.carSeriesId ? `AND cm.car_series_id = $${params.push(request.carSeriesId)}` : '';
    const models = await this.pool.query<ModelRecord>(
      `SELECT cm.id, cm.name, cs.name AS car_series_name, cm.vehicle_order_code, count(*) OVER () AS total
         FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id
        WHERE cm.manufacturer_id = $1 ${series}
          AND EXISTS (SELECT 1 FROM discount_comparison_rows r
                       WHERE r.manufacturer_id = $1 AND r.bank_id = $2 AND r.customer_group = $3 AND r.car_model_id = cm.id AND r.dealer_id = ANY($4::uuid[]))
        ORDER BY cs.name, cm.name, cm.id
        LIMIT ${perPage} OFFSET ${(request.page - 1) * perPage}`,
      params,
    );
    let total = models.rows.length ? Number(models.rows[0].total) : 0;
    if (!models.rows.length && request.page > 1) {
      const count = await this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM car_models cm WHERE cm.manufacturer_id = $1 ${series}
           AND EXISTS (SELECT 1 FROM discount_comparison_rows r WHERE r.manufacturer_id = $1 AND r.bank_id = $2 AND r.customer_group = $3 AND r.car_model_id = cm.id AND r.dealer_id = ANY($4::uuid[]))`,
        params,
      );
      total = count.rows[0].n;
    }
    const modelIds = models.rows.map((m) => m.id);
    const cells = await this.pool.query<{ car_model_id: string; dealer_id: string; base_discount: number | null; discount_sum: number; state: ComparisonCell['state'] }>(
      `SELECT car_model_id, dealer_id, base_discount, discount_sum, state FROM discount_comparison_rows
        WHERE manufacturer_id = $1 AND bank_id = $2 AND customer_group = $3 AND car_model_id = ANY($4::uuid[]) AND dealer_id = ANY($5::uuid[])`,
      [manufacturerId, bankId, customerGroup, modelIds, dealerIds],
    );
    const byModel = new Map<string, Map<string, { base_discount: number | null; discount_sum: number; state: ComparisonCell['state'] }>>();
    for (const c of cells.rows) {
      if (!byModel.has(c.car_model_id)) byModel.set(c.car_model_id, new Map());
      byModel.get(c.car_model_id)!.set(c.dealer_id, c);
    }
    return {
      dealers,
      models: models.rows.map((m) => {
        const found = byModel.get(m.id) ?? new Map();
        const discounts: Record<string, ComparisonCell | null> = {};
        for (const id of dealerIds) {
          const c = found.get(id);
          discounts[id] = c ? { base_discount: c.base_discount === null ? null : c.base_discount / 100, discount_sum: c.discount_sum / 100, state: c.state } : null;
        }
        return { car_model_id: m.id, car_model_name: m.name, car_series_name: m.car_series_name, vehicle_order_code: m.vehicle_order_code, discounts, ...comparisonStats(dealerIds, found) };
      }),
      total_count: total,
      page: request.page,
      per_page: perPage,
      page_count: Math.ceil(total / perPage),
    };
  }
}
