import { formatBrandTitle, type BodyType, type FilterCarSeriesGroup } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { buildOfferSql, SqlParams } from '../../shared/offer-sql';
import { preparedQuery } from '../../shared/prepared-query';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { FilterCarSeriesQuery } from './filter-car-series.query';

/** The car series filter (spec 3.14): per brand, its series that have visible offers, with a label. */
@QueryHandler(FilterCarSeriesQuery)
export class FilterCarSeriesHandler implements IQueryHandler<FilterCarSeriesQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
  ) {}

  async execute({ filter }: FilterCarSeriesQuery): Promise<FilterCarSeriesGroup[]> {
    const refs = await this.referenceData.withSlugs(filter.manufacturerSlugs, filter.carSeriesSlugs);
    const params = new SqlParams();
    const sql = buildOfferSql(filter, refs, params);
    const { rows } = await preparedQuery<{ car_series_id: string; n: number }>(
      this.pool,
      `SELECT cs.car_series_id, count(*)::int AS n FROM ${sql.from} WHERE ${sql.where} GROUP BY 1`,
      params.values,
    );
    const groups = new Map<string, FilterCarSeriesGroup>();
    for (const row of rows) {
      const series = refs.series.get(row.car_series_id);
      const manufacturer = series && refs.manufacturers.get(series.manufacturerId);
      if (!series || !manufacturer) continue;
      const group = groups.get(manufacturer.slug) ?? {
        manufacturer_name: manufacturer.slug,
        manufacturer_display_name: formatBrandTitle(manufacturer.name),
        car_series: [],
      };
      group.car_series.push({ value: series.slug, label: formatBrandTitle(`${manufacturer.name} ${series.name}`), count: row.n, body_type: series.bodyType as BodyType });
      groups.set(manufacturer.slug, group);
    }
    const result = [...groups.values()].sort((a, b) => a.manufacturer_name.localeCompare(b.manufacturer_name));
    for (const group of result) group.car_series.sort((a, b) => a.label.localeCompare(b.label, 'de'));
    return result;
  }
}
