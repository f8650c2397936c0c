import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  formatBrandTitle,
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  toSlug,
  type BodyType,
  type CategoryDto,
  type CustomerGroup,
  type ManufacturerDto,
  type OfferListItem,
} from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { OFFER_LIST_COLUMNS, toOfferListItems, type OfferListRow } from './offer-list-item';
import { GROUP_VISIBLE } from './offer-sql';
import { preparedQuery } from './prepared-query';
import { ReferenceDataService } from './reference-data.service';
import { CatalogueVersion } from '../../../common/consistency/catalogue-version.service';
import { VersionedCache } from './versioned-cache';
import { carPictureUrl } from '@autoleasing/contracts';

const RATE_COLUMNS = 'cs.cheapest_finance_rate_cents AS net_rate, cs.cheapest_gross_finance_rate_cents AS gross_rate';
const GROUP_RATE: Record<CustomerGroup, string> = { b2b: 'cs.cheapest_finance_rate_cents', b2c: 'cs.cheapest_gross_finance_rate_cents' };

/** The offer_prices columns an "ab" rate is the minimum over (homepage tiles, categories). */
export type CheapestOfferScope = 'manufacturer_id' | 'body_type' | 'fuel_type';

export interface StockSummary {
  total: number;
  cheapest: number | null;
  /** Offers at most each budget, in the order the budgets were given. */
  within: number[];
}

/**
 * The lists the homepage, navigation bar, categories and hot offers share. They change only when
 * the catalogue changes (CatalogueVersion), so the server keeps them until then instead of
 * aggregating 100,000 offers per visit.
 */
@Injectable()
export class OfferListsService {
  private readonly cache: VersionedCache<unknown>;
  /** Recently seen cars per group and id list (homepage, car detail). */
  private readonly byIdsCache: VersionedCache<OfferListItem[]>;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
    version: CatalogueVersion,
  ) {
    this.cache = new VersionedCache(() => version.current(), 100);
    this.byIdsCache = new VersionedCache(() => version.current(), 2000);
  }

  /** Every brand with its visible offers and cheapest rate per group (spec 3.8). */
  manufacturers(): Promise<ManufacturerDto[]> {
    return this.cached('manufacturers', async () => {
      const { rows } = await this.pool.query<{ id: string; slug: string; name: string; b2b_n: number; b2c_n: number; b2b_min: string | null; b2c_min: string | null }>(
        `SELECT m.id, m.slug, m.name,
           count(cs.id) FILTER (WHERE ${GROUP_VISIBLE.b2b})::int AS b2b_n, count(cs.id) FILTER (WHERE ${GROUP_VISIBLE.b2c})::int AS b2c_n,
           min(cs.cheapest_finance_rate_cents) FILTER (WHERE ${GROUP_VISIBLE.b2b}) AS b2b_min,
           min(cs.cheapest_gross_finance_rate_cents) FILTER (WHERE ${GROUP_VISIBLE.b2c}) AS b2c_min
         FROM manufacturers m LEFT JOIN offer_prices cs ON cs.manufacturer_id = m.id GROUP BY m.id ORDER BY m.slug`,
      );
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: formatBrandTitle(r.name),
        offers_count: Math.max(r.b2b_n, r.b2c_n),
        b2b_offers_count: r.b2b_n,
        b2c_offers_count: r.b2c_n,
        b2b_cheapest_rate_cents: r.b2b_min === null ? null : Number(r.b2b_min),
        b2c_cheapest_rate_cents: r.b2c_min === null ? null : Number(r.b2c_min),
      }));
    });
  }

  /** Body type and fuel type categories with their group page path (spec 3.6: seo_path). */
  categories(group: CustomerGroup): Promise<CategoryDto[]> {
    return this.cached(`categories:${group}`, async () => {
      const { rows } = await this.pool.query<{ kind: 'body_type' | 'fuel_type'; key: string; n: number; min: string }>(
        `SELECT 'body_type' AS kind, cs.body_type AS key, count(*)::int AS n, min(${GROUP_RATE[group]}) AS min FROM offer_prices cs WHERE ${GROUP_VISIBLE[group]} GROUP BY cs.body_type
         UNION ALL
         SELECT 'fuel_type', cs.fuel_type, count(*)::int, min(${GROUP_RATE[group]}) FROM offer_prices cs WHERE ${GROUP_VISIBLE[group]} GROUP BY cs.fuel_type`,
      );
      const found = new Map(rows.map((r) => [`${r.kind}:${r.key}`, r]));
      const cheapest = { body_type: await this.cheapestOffersBy(group, 'body_type'), fuel_type: await this.cheapestOffersBy(group, 'fuel_type') };
      const category = (kind: 'body_type' | 'fuel_type', key: string, name: string): CategoryDto => {
        const row = found.get(`${kind}:${key}`);
        return {
          slug: key,
          name,
          seo_path: `/leasing/${toSlug(name)}`,
          kind,
          offers_count: row?.n ?? 0,
          cheapest_finance_rate_cents: row ? Number(row.min) : null,
          cheapest_offer: cheapest[kind].get(key) ?? null,
          image_url: kind === 'body_type' ? carPictureUrl(key as BodyType, 'silver') : null,
        };
      };
      return [
        ...BODY_TYPES.map((b) => category('body_type', b, BODY_TYPE_LABELS[b])),
        ...FUEL_TYPES.map((f) => category('fuel_type', f, FUEL_TYPE_LABELS[f])),
      ];
    });
  }

  /**
   * The offer behind each "ab" rate (issue 16): per brand, body type or fuel type, the group's
   * cheapest visible offer as a list item, so a tile names the months, km, Anzahlung and one-time
   * costs of exactly the rate it shows. A small lookup beside the aggregates above (same rate
   * column, same visibility), so its rate is their minimum; the aggregates' SQL stays as it is.
   */
  cheapestOffersBy(group: CustomerGroup, scope: CheapestOfferScope): Promise<Map<string, OfferListItem>> {
    return this.cached(`cheapest:${scope}:${group}`, async () => {
      const { rows } = await this.pool.query<OfferListRow & { scope_key: string }>(
        `SELECT DISTINCT ON (cs.${scope}) cs.${scope}::text AS scope_key, ${OFFER_LIST_COLUMNS}, ${RATE_COLUMNS}
           FROM offer_prices cs WHERE ${GROUP_VISIBLE[group]} ORDER BY cs.${scope}, ${GROUP_RATE[group]}, cs.id`,
      );
      const refs = await this.referenceData.withModels(rows.map((r) => r.car_model_id));
      const items = await toOfferListItems(this.pool, rows, group, refs);
      return new Map(rows.map((row, i) => [row.scope_key, items[i]]));
    });
  }

  /** The offer behind a car series' "ab" rate (the engines page), like cheapestOffersBy. */
  async cheapestOfferOfSeries(seriesId: string, group: CustomerGroup): Promise<OfferListItem | null> {
    const { rows } = await preparedQuery<OfferListRow>(
      this.pool,
      `SELECT ${OFFER_LIST_COLUMNS}, ${RATE_COLUMNS} FROM offer_prices cs
        WHERE cs.car_series_id = $1::uuid AND ${GROUP_VISIBLE[group]} ORDER BY ${GROUP_RATE[group]}, cs.id LIMIT 1`,
      [seriesId],
    );
    const refs = await this.referenceData.withModels(rows.map((r) => r.car_model_id));
    return (await toOfferListItems(this.pool, rows, group, refs))[0] ?? null;
  }

  /** Hot offers, cheapest first in the group's own rate (spec 7.2). */
  hotOffers(group: CustomerGroup, limit: number): Promise<OfferListItem[]> {
    return this.cached(`hot:${group}:${limit}`, () => this.list(group, 'cs.hot_offer', limit));
  }

  /** Stock cars ('Schnell verfügbar'), cheapest first. */
  /**
   * Exact numbers for the stock menu: how many stock offers the group sees in all, at most each
   * budget, and the cheapest rate — counted in SQL, not from a capped list.
   */
  stockSummary(group: CustomerGroup, budgetsCents: readonly number[]): Promise<StockSummary> {
    return this.cached(`stock-summary:${group}:${budgetsCents.join(',')}`, async () => {
      const rate = GROUP_RATE[group];
      const { rows } = await preparedQuery<{ total: number; cheapest: string | null; within: number[] }>(
        this.pool,
        `WITH s AS (SELECT ${rate} AS r FROM offer_prices cs WHERE cs.inventory_type = 'stock' AND ${GROUP_VISIBLE[group]})
         SELECT (SELECT count(*)::int FROM s) AS total, (SELECT min(r)::text FROM s) AS cheapest,
                ARRAY(SELECT (SELECT count(*)::int FROM s WHERE s.r <= u.b) FROM unnest($1::int[]) WITH ORDINALITY u(b, i) ORDER BY u.i) AS within`,
        [budgetsCents],
      );
      const row = rows[0];
      return { total: row.total, cheapest: row.cheapest === null ? null : Number(row.cheapest), within: row.within };
    });
  }

  stockOffers(group: CustomerGroup, limit: number): Promise<OfferListItem[]> {
    return this.cached(`stock:${group}:${limit}`, () => this.list(group, `cs.inventory_type = 'stock'`, limit));
  }

  /** Offers by id in the order asked for (recently seen cars, spec 4.9); unknown or hidden ids drop out. */
  async byIds(ids: string[], group: CustomerGroup): Promise<OfferListItem[]> {
    if (ids.length === 0) return [];
    return this.byIdsCache.get(`${group}|${ids.join(',')}`, () => this.loadByIds(ids, group));
  }

  private async loadByIds(ids: string[], group: CustomerGroup): Promise<OfferListItem[]> {
    const { rows } = await preparedQuery<OfferListRow>(
      this.pool,
      `SELECT ${OFFER_LIST_COLUMNS}, ${RATE_COLUMNS} FROM offer_prices cs WHERE cs.id = ANY($1::uuid[]) AND ${GROUP_VISIBLE[group]}`,
      [ids],
    );
    const refs = await this.referenceData.withModels(rows.map((r) => r.car_model_id));
    const items = await toOfferListItems(this.pool, rows, group, refs);
    const byId = new Map(items.map((item) => [item.id, item]));
    return ids.map((id) => byId.get(id)).filter((o) => o !== undefined);
  }

  private async list(group: CustomerGroup, condition: string, limit: number): Promise<OfferListItem[]> {
    const { rows } = await preparedQuery<OfferListRow>(
      this.pool,
      `SELECT ${OFFER_LIST_COLUMNS}, ${RATE_COLUMNS} FROM offer_prices cs WHERE ${GROUP_VISIBLE[group]} AND ${condition} ORDER BY ${GROUP_RATE[group]}, cs.id LIMIT $1`,
      [limit],
    );
    const refs = await this.referenceData.withModels(rows.map((r) => r.car_model_id));
    return toOfferListItems(this.pool, rows, group, refs);
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load) as Promise<T>;
  }
}
