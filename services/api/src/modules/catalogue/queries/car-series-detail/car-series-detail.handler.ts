import type { CarSeriesDetailDto, CustomerGroup } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { toCarModelDto, type CarModelRow } from '../../shared/car-model-dto';
import { forGroup } from '../../shared/car-spec-row';
import { loadCarSeries } from '../../shared/car-series-dto';
import { carSeriesNotFound } from '../../shared/catalogue-errors';
import { OfferListsService } from '../../shared/offer-lists.service';
import { GROUP_VISIBLE } from '../../shared/offer-sql';
import { preparedQuery } from '../../shared/prepared-query';
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
    const [{ rows }, cheapestOffer, offers] = await Promise.all([
      this.pool.query<CarModelRow>('SELECT cm.* FROM car_models cm WHERE cm.car_series_id = $1 ORDER BY cm.list_price_cents, cm.name', [series.id]),
      this.lists.cheapestOfferOfSeries(series.id, customerGroup),
      this.offersPerModel(series.id, customerGroup),
    ]);
    return {
      ...series,
      // The engines page lists these prices beside the group's rates: gross for b2c (spec 1).
      car_models: rows.map((row) => ({
        ...toCarModelDto(row),
        list_price_cents: forGroup(row.list_price_cents, customerGroup),
        offers_count: offers.get(row.id)?.n ?? 0,
        cheapest_finance_rate_cents: offers.has(row.id) ? Number(offers.get(row.id)?.rate) : null,
        cheapest_offer_id: offers.get(row.id)?.id ?? null,
      })),
      cheapest_offer: cheapestOffer,
      trim_levels: [...new Set(rows.map((r) => r.trim_level))],
    };
  }

  /**
   * Per car model of the series: how many offers the group sees, the group's lowest rate (the
   * same column the listings show) and the offer with it (issue 18: rates and links per engine).
   */
  private async offersPerModel(seriesId: string, group: CustomerGroup): Promise<Map<string, { id: string; rate: string; n: number }>> {
    const rate = group === 'b2c' ? 'cs.cheapest_gross_finance_rate_cents' : 'cs.cheapest_finance_rate_cents';
    const { rows } = await preparedQuery<{ car_model_id: string; id: string; rate: string; n: number }>(
      this.pool,
      `SELECT DISTINCT ON (cs.car_model_id) cs.car_model_id, cs.id, ${rate} AS rate, (count(*) OVER (PARTITION BY cs.car_model_id))::int AS n ` +
        `FROM offer_prices cs WHERE cs.car_series_id = $1::uuid AND ${GROUP_VISIBLE[group]} ORDER BY cs.car_model_id, ${rate}, cs.id`,
      [seriesId],
    );
    return new Map(rows.map((row) => [row.car_model_id, row]));
  }
}
