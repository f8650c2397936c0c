import type { TrimLevelDto } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { resolveManufacturer } from '../../shared/path-params';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { TrimLevelsQuery } from './trim-levels.query';

/** Trim levels (Ausstattungslinien) per series of a brand, with how many models carry them. */
@QueryHandler(TrimLevelsQuery)
export class TrimLevelsHandler implements IQueryHandler<TrimLevelsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
  ) {}

  async execute({ manufacturer, carSeriesSlugs }: TrimLevelsQuery): Promise<TrimLevelDto[]> {
    const brand = await resolveManufacturer(this.referenceData, manufacturer);
    const { rows } = await this.pool.query<{ car_series_id: string; seo_slug: string; trim_level: string; n: number }>(
      `SELECT cm.car_series_id, s.seo_slug, cm.trim_level, count(*)::int AS n
       FROM car_models cm JOIN car_series s ON s.id = cm.car_series_id
       WHERE cm.manufacturer_id = $1 AND (cardinality($2::text[]) = 0 OR s.seo_slug = ANY($2::text[]))
       GROUP BY 1, 2, 3 ORDER BY s.seo_slug, min(cm.list_price_cents), cm.trim_level`,
      [brand.id, carSeriesSlugs],
    );
    return rows.map((r) => ({ car_series_id: r.car_series_id, car_series_slug: r.seo_slug, trim_level: r.trim_level, car_models_count: r.n }));
  }
}
