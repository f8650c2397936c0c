import { BODY_TYPE_LABELS, BODY_TYPES, formatBrandTitle, type BodyType, type OfferCountResponse } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { buildOfferSql, SqlParams } from '../../shared/offer-sql';
import { preparedQuery } from '../../shared/prepared-query';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { CountOffersQuery } from './count-offers.query';

/** Offers per body type or per brand under the other filters (the filter builder's counts). */
@QueryHandler(CountOffersQuery)
export class CountOffersHandler implements IQueryHandler<CountOffersQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
  ) {}

  async execute({ request }: CountOffersQuery): Promise<OfferCountResponse> {
    const refs = await this.referenceData.withSlugs(request.filter.manufacturerSlugs, request.filter.carSeriesSlugs);
    const params = new SqlParams();
    const sql = buildOfferSql(request.filter, refs, params);
    const column = request.field === 'body_type' ? 'cs.body_type' : 'cs.manufacturer_id';
    const { rows } = await preparedQuery<{ key: string; n: number }>(
      this.pool,
      `SELECT ${column} AS key, count(*)::int AS n FROM ${sql.from} WHERE ${sql.where} GROUP BY 1`,
      params.values,
    );
    const buckets = rows.map((row) => {
      if (request.field === 'body_type') return { key: row.key, label: BODY_TYPE_LABELS[row.key as BodyType] ?? row.key, count: row.n };
      const manufacturer = refs.manufacturers.get(row.key);
      return { key: manufacturer?.slug ?? row.key, label: formatBrandTitle(manufacturer?.name ?? row.key), count: row.n };
    });
    const order = (key: string) => (request.field === 'body_type' ? BODY_TYPES.indexOf(key as BodyType) : 0);
    buckets.sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key));
    return { aggregation_field: request.field, total_count: buckets.reduce((sum, b) => sum + b.count, 0), buckets };
  }
}
