import type { BodyType, CustomerGroup, FuelType } from '@autoleasing/contracts';
import { OFFER_VISIBLE_TO } from '@autoleasing/projections';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';

/**
 * The count and cheapest rate that make a page's texts concrete, both of ONE customer group: what
 * private customers can lease (gross, PAngV) wherever they have offers, else what business
 * customers can (net). Never a gross figure of a business-only offer nor a count over offers no
 * single group sees together: the page's own list would contradict it.
 */
export interface OfferFacts {
  group: CustomerGroup;
  offers: number;
  /** Gross for b2c, net for b2b; null without offers. */
  cheapestRateCents: number | null;
}

export interface SeriesFacts extends OfferFacts {
  manufacturerSlug: string;
  manufacturerName: string;
  seriesName: string;
  seriesSlug: string;
  bodyType: BodyType;
}

export interface OfferPageFacts {
  id: string;
  manufacturerSlug: string;
  manufacturerName: string;
  seriesName: string;
  seriesSlug: string;
  modelName: string;
  bodyType: BodyType;
  fuelType: FuelType;
  horsepower: number;
  cheapestRateCents: number;
  cheapestGrossRateCents: number;
  customerGroups: 'b2b' | 'b2c' | 'both';
}

/**
 * Aggregates over offer_prices (alias cs) for OfferFacts, with the catalogue's visibility
 * (OFFER_VISIBLE_TO). Private customers see every offer that is not business-only, so where they
 * see none, every offer is a business one.
 */
const PRIVATE = `cs.${OFFER_VISIBLE_TO.b2c}`;
const FACT_COLUMNS = `count(*) FILTER (WHERE ${PRIVATE})::int AS b2c_n,
  min(cs.cheapest_gross_finance_rate_cents) FILTER (WHERE ${PRIVATE}) AS b2c_min,
  count(*)::int AS all_n, min(cs.cheapest_finance_rate_cents) AS net_min`;

type Facts = { b2c_n: number; b2c_min: string | null; all_n: number; net_min: string | null };

function facts(row: Facts | undefined): OfferFacts {
  if (!row || row.all_n === 0) return { group: 'b2c', offers: 0, cheapestRateCents: null };
  if (row.b2c_n > 0) return { group: 'b2c', offers: row.b2c_n, cheapestRateCents: Number(row.b2c_min) };
  return { group: 'b2b', offers: row.all_n, cheapestRateCents: Number(row.net_min) };
}

/**
 * Read-only look-ups on the catalogue tables for page texts. Every value from the URL is a bound
 * parameter; the SQL text never contains user input.
 */
@Injectable()
export class CatalogueFactsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The whole catalogue; its brands counted in the same group as its offers. */
  async overall(): Promise<OfferFacts & { brands: number }> {
    const { rows } = await this.pool.query<Facts & { b2c_brands: number; all_brands: number }>(
      `SELECT ${FACT_COLUMNS}, count(DISTINCT cs.manufacturer_id) FILTER (WHERE ${PRIVATE})::int AS b2c_brands,
              count(DISTINCT cs.manufacturer_id)::int AS all_brands
         FROM offer_prices cs`,
    );
    const overall = facts(rows[0]);
    return { ...overall, brands: (overall.group === 'b2c' ? rows[0]?.b2c_brands : rows[0]?.all_brands) ?? 0 };
  }

  async flagged(flag: 'sonderangebote' | 'hot_offer'): Promise<OfferFacts> {
    const column = flag === 'hot_offer' ? 'cs.hot_offer' : 'cs.sonderangebote';
    const { rows } = await this.pool.query<Facts>(`SELECT ${FACT_COLUMNS} FROM offer_prices cs WHERE ${column}`);
    return facts(rows[0]);
  }

  async byAttribute(key: 'body_type' | 'fuel_type', value: string): Promise<OfferFacts> {
    const column = key === 'body_type' ? 'cs.body_type' : 'cs.fuel_type';
    const { rows } = await this.pool.query<Facts>(
      `SELECT ${FACT_COLUMNS} FROM offer_prices cs WHERE ${column} = $1`,
      [value],
    );
    return facts(rows[0]);
  }

  async brand(slug: string): Promise<(OfferFacts & { name: string; series: { name: string; slug: string; bodyType: BodyType }[] }) | null> {
    const { rows } = await this.pool.query<{ id: string; name: string }>('SELECT id, name FROM manufacturers WHERE slug = $1', [slug]);
    if (!rows[0]) return null;
    const [stats, series] = await Promise.all([
      this.pool.query<Facts>(`SELECT ${FACT_COLUMNS} FROM offer_prices cs WHERE cs.manufacturer_id = $1`, [rows[0].id]),
      this.pool.query<{ name: string; seo_slug: string; body_type: BodyType }>(
        `SELECT s.name, s.seo_slug, s.body_type FROM car_series s
          WHERE s.manufacturer_id = $1 AND EXISTS (SELECT 1 FROM offer_prices cs WHERE cs.car_series_id = s.id) ORDER BY s.name`,
        [rows[0].id],
      ),
    ]);
    return { ...facts(stats.rows[0]), name: rows[0].name, series: series.rows.map((s) => ({ name: s.name, slug: s.seo_slug, bodyType: s.body_type })) };
  }

  async series(manufacturerSlug: string, seriesSlug: string): Promise<SeriesFacts | null> {
    const { rows } = await this.pool.query<Facts & { m_slug: string; m_name: string; s_name: string; s_slug: string; body_type: BodyType }>(
      `SELECT m.slug AS m_slug, m.name AS m_name, s.name AS s_name, s.seo_slug AS s_slug, s.body_type, f.*
         FROM car_series s JOIN manufacturers m ON m.id = s.manufacturer_id
         CROSS JOIN LATERAL (SELECT ${FACT_COLUMNS} FROM offer_prices cs WHERE cs.car_series_id = s.id) f
        WHERE m.slug = $1 AND s.seo_slug = $2`,
      [manufacturerSlug, seriesSlug],
    );
    const row = rows[0];
    if (!row) return null;
    return { ...facts(row), manufacturerSlug: row.m_slug, manufacturerName: row.m_name, seriesName: row.s_name, seriesSlug: row.s_slug, bodyType: row.body_type };
  }

  /** Other series of the same body type, for the "similar models" group links. */
  async seriesOfBodyType(bodyType: BodyType, limit: number): Promise<{ manufacturerSlug: string; manufacturerName: string; name: string; slug: string }[]> {
    const { rows } = await this.pool.query<{ m_slug: string; m_name: string; name: string; seo_slug: string }>(
      `SELECT m.slug AS m_slug, m.name AS m_name, s.name, s.seo_slug FROM car_series s JOIN manufacturers m ON m.id = s.manufacturer_id
        WHERE s.body_type = $1 AND EXISTS (SELECT 1 FROM offer_prices cs WHERE cs.car_series_id = s.id)
        ORDER BY m.name, s.name LIMIT $2`,
      [bodyType, limit],
    );
    return rows.map((r) => ({ manufacturerSlug: r.m_slug, manufacturerName: r.m_name, name: r.name, slug: r.seo_slug }));
  }

  async brandsWithOffers(): Promise<{ slug: string; name: string }[]> {
    const { rows } = await this.pool.query<{ slug: string; name: string }>(
      `SELECT m.slug, m.name FROM manufacturers m WHERE EXISTS (SELECT 1 FROM offer_prices cs WHERE cs.manufacturer_id = m.id) ORDER BY m.name`,
    );
    return rows;
  }

  async offer(id: string): Promise<OfferPageFacts | null> {
    const { rows } = await this.pool.query<{
      id: string; m_slug: string; m_name: string; s_name: string; s_slug: string; model_name: string; body_type: BodyType; fuel_type: FuelType;
      horsepower: number; net: string; gross: string; customer_groups: 'b2b' | 'b2c' | 'both';
    }>(
      `SELECT cs.id, m.slug AS m_slug, m.name AS m_name, s.name AS s_name, s.seo_slug AS s_slug, cm.name AS model_name, cs.body_type, cs.fuel_type,
              cs.horsepower, cs.cheapest_finance_rate_cents AS net, cs.cheapest_gross_finance_rate_cents AS gross, cs.customer_groups
         FROM offer_prices cs JOIN car_models cm ON cm.id = cs.car_model_id JOIN car_series s ON s.id = cs.car_series_id
         JOIN manufacturers m ON m.id = cs.manufacturer_id
        WHERE cs.id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id, manufacturerSlug: r.m_slug, manufacturerName: r.m_name, seriesName: r.s_name, seriesSlug: r.s_slug, modelName: r.model_name,
      bodyType: r.body_type, fuelType: r.fuel_type, horsepower: r.horsepower, cheapestRateCents: Number(r.net), cheapestGrossRateCents: Number(r.gross),
      customerGroups: r.customer_groups,
    };
  }
}
