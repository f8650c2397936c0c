import type { CarModelResponse } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { toCarModelDto, type CarModelRow } from '../../shared/car-model-dto';
import { loadCarSeries } from '../../shared/car-series-dto';
import { carModelNotFound } from '../../shared/catalogue-errors';
import { GROUP_VISIBLE } from '../../shared/offer-sql';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { CarModelQuery } from './car-model.query';

/** A car model with its visible offers counted (optionally of one inventory type) and its series. */
@QueryHandler(CarModelQuery)
export class CarModelHandler implements IQueryHandler<CarModelQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
  ) {}

  async execute({ request }: CarModelQuery): Promise<CarModelResponse> {
    const group = request.customerGroup;
    const rate = group === 'b2c' ? 'cs.cheapest_gross_finance_rate_cents' : 'cs.cheapest_finance_rate_cents';
    const [model, offers] = await Promise.all([
      this.pool.query<CarModelRow>('SELECT cm.* FROM car_models cm WHERE cm.id = $1', [request.id]),
      this.pool.query<{ n: number; min: string | null }>(
        `SELECT count(*)::int AS n, min(${rate}) AS min FROM offer_prices cs
         WHERE cs.car_model_id = $1 AND ${GROUP_VISIBLE[group]} AND ($2::text IS NULL OR cs.inventory_type = $2)`,
        [request.id, request.inventoryType],
      ),
    ]);
    const row = model.rows[0];
    if (!row) throw carModelNotFound();
    const response: CarModelResponse = {
      car_model: toCarModelDto(row),
      inventory_type: request.inventoryType,
      offers_count: offers.rows[0].n,
      cheapest_finance_rate_cents: offers.rows[0].min === null ? null : Number(offers.rows[0].min),
      customer_group: group,
    };
    if (request.includeCarSeries) {
      const refs = await this.referenceData.get();
      const series = refs.series.get(row.car_series_id);
      const manufacturer = refs.manufacturers.get(row.manufacturer_id);
      if (series && manufacturer) [response.car_series] = await loadCarSeries(this.pool, manufacturer, group, series.slug);
    }
    return response;
  }
}
