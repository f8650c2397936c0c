import type { CarSeriesDetailDto } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { toCarModelDto, type CarModelRow } from '../../shared/car-model-dto';
import { loadCarSeries } from '../../shared/car-series-dto';
import { carSeriesNotFound } from '../../shared/catalogue-errors';
import { resolveManufacturer } from '../../shared/path-params';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { CarSeriesDetailQuery } from './car-series-detail.query';

/** One series of a brand (the model page) with its car models and trim levels. */
@QueryHandler(CarSeriesDetailQuery)
export class CarSeriesDetailHandler implements IQueryHandler<CarSeriesDetailQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
  ) {}

  async execute({ manufacturer, slug, customerGroup }: CarSeriesDetailQuery): Promise<CarSeriesDetailDto> {
    const brand = await resolveManufacturer(this.referenceData, manufacturer);
    const [series] = await loadCarSeries(this.pool, brand, customerGroup, slug);
    if (!series) throw carSeriesNotFound();
    const { rows } = await this.pool.query<CarModelRow>(
      'SELECT cm.* FROM car_models cm WHERE cm.car_series_id = $1 ORDER BY cm.list_price_cents, cm.name',
      [series.id],
    );
    return {
      ...series,
      car_models: rows.map(toCarModelDto),
      trim_levels: [...new Set(rows.map((r) => r.trim_level))],
    };
  }
}
