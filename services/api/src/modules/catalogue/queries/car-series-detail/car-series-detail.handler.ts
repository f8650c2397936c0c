import type { CarSeriesDetailDto } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { toCarModelDto, type CarModelRow } from '../../shared/car-model-dto';
import { forGroup } from '../../shared/car-spec-row';
import { loadCarSeries } from '../../shared/car-series-dto';
import { carSeriesNotFound } from '../../shared/catalogue-errors';
import { OfferListsService } from '../../shared/offer-lists.service';
import { resolveManufacturer } from '../../shared/path-params';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { CarSeriesDetailQuery } from './car-series-detail.query';

/** One series of a brand (the model page) with its car models and trim levels. */
@QueryHandler(CarSeriesDetailQuery)
export class CarSeriesDetailHandler implements IQueryHandler<CarSeriesDetailQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
    private readonly lists: OfferListsService,
  ) {}

  async execute({ manufacturer, slug, customerGroup }: CarSeriesDetailQuery): Promise<CarSeriesDetailDto> {
    const brand = await resolveManufacturer(this.referenceData, manufacturer);
    const [series] = await loadCarSeries(this.pool, brand, customerGroup, slug);
    if (!series) throw carSeriesNotFound();
    const [{ rows }, cheapestOffer] = await Promise.all([
      this.pool.query<CarModelRow>('SELECT cm.* FROM car_models cm WHERE cm.car_series_id = $1 ORDER BY cm.list_price_cents, cm.name', [series.id]),
      this.lists.cheapestOfferOfSeries(series.id, customerGroup),
    ]);
    return {
      ...series,
      // The engines page lists these prices beside the group's rates: gross for b2c (spec 1).
      car_models: rows.map((row) => ({ ...toCarModelDto(row), list_price_cents: forGroup(row.list_price_cents, customerGroup) })),
      cheapest_offer: cheapestOffer,
      trim_levels: [...new Set(rows.map((r) => r.trim_level))],
    };
  }
}
