import { formatBrandTitle, type BodyType, type CarSeriesDto, type CustomerGroup } from '@autoleasing/contracts';
import type { Pool } from 'pg';
import { GROUP_VISIBLE } from './offer-sql';
import { preparedQuery } from './prepared-query';
import type { ManufacturerRef } from './reference-data.service';

const GROUP_RATE: Record<CustomerGroup, string> = { b2b: 'cs.cheapest_finance_rate_cents', b2c: 'cs.cheapest_gross_finance_rate_cents' };

/** A brand's series with visible offers counted and the cheapest rate in the group's terms. */
export async function loadCarSeries(pool: Pool, manufacturer: ManufacturerRef, group: CustomerGroup, seriesSlug?: string): Promise<CarSeriesDto[]> {
  const { rows } = await preparedQuery<{ id: string; name: string; seo_slug: string; body_type: BodyType; n: number; min: string | null }>(
    pool,
    `SELECT s.id, s.name, s.seo_slug, s.body_type, count(cs.id)::int AS n, min(${GROUP_RATE[group]}) AS min
     FROM car_series s LEFT JOIN offer_prices cs ON cs.car_series_id = s.id AND ${GROUP_VISIBLE[group]}
     WHERE s.manufacturer_id = $1 AND ($2::text IS NULL OR s.seo_slug = $2) GROUP BY s.id ORDER BY s.name`,
    [manufacturer.id, seriesSlug ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    manufacturer_id: manufacturer.id,
    manufacturer_name: manufacturer.slug,
    name: formatBrandTitle(r.name),
    slug: r.seo_slug,
    body_type: r.body_type,
    offers_count: r.n,
    cheapest_finance_rate_cents: r.min === null ? null : Number(r.min),
    customer_group: group,
  }));
}
