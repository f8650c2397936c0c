import {
  carPictureUrl,
  EQUIPMENT_CATEGORIES,
  formatBrandTitle,
  OFFER_SORT_KEYS,
  type CarSeriesListItem,
  type EquipmentCategoryCounts,
  type FuelType,
  type OfferListItem,
  type OfferSortKey,
  type SearchOffersResponse,
} from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { OFFER_LIST_COLUMNS, toOfferListItems, type OfferListRow } from '../../shared/offer-list-item';
import { buildOfferSql, EQUIPMENT_BIT, SqlParams, type OfferSql } from '../../shared/offer-sql';
import { preparedQuery } from '../../shared/prepared-query';
import { CatalogueVersion } from '../../../../common/consistency/catalogue-version.service';
import { VersionedCache } from '../../shared/versioned-cache';
import { ReferenceDataService, type ReferenceSnapshot } from '../../shared/reference-data.service';
import type { SearchOffersRequest } from './search-offers.request.dto';
import { SearchOffersQuery } from './search-offers.query';

interface OfferCounts {
  total: number;
  groups: number;
  categories: EquipmentCategoryCounts;
}

interface SeriesRow {
  car_series_id: string;
  offers_count: number;
  cheapest_offer_id: string;
  fuel_types: FuelType[];
  /** [min, max] of each sort key over the series' matching offers. */
  bounds: Record<OfferSortKey, [number, number]>;
}

/**
 * Level two lists offers; level one groups them by car series. Two statements run side by side
 * on two connections: the counts (total and per equipment category, from the covering indexes of
 * migration 006) and the page itself.
 */
@QueryHandler(SearchOffersQuery)
export class SearchOffersHandler implements IQueryHandler<SearchOffersQuery> {
  /** Counts of a filter set, shared by all its pages and sort orders until the catalogue changes. */
  private readonly countCache: VersionedCache<OfferCounts>;
  /** Level one's per-series aggregates, shared by every page and sort of one filter set. */
  private readonly seriesCache: VersionedCache<SeriesRow[]>;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
    version: CatalogueVersion,
  ) {
    this.countCache = new VersionedCache(() => version.current(), 2000);
    this.seriesCache = new VersionedCache(() => version.current(), 500);
  }

  async execute({ request }: SearchOffersQuery): Promise<SearchOffersResponse> {
    const refs = await this.referenceData.withSlugs(request.filter.manufacturerSlugs, request.filter.carSeriesSlugs);
    const params = new SqlParams();
    const sql = buildOfferSql(request.filter, refs, params);
    const levelOne = request.aggregation === 'level_one';
    const offset = (request.page - 1) * request.size;
    const [counts, results] = await Promise.all([
      this.countCache.get(`${levelOne}|${sql.from}|${sql.where}|${JSON.stringify(params.values)}`, () => this.count(sql, params, levelOne)),
      levelOne ? this.seriesPage(request, sql, params, offset, refs) : this.offerPage(request, sql, params, offset),
    ]);
    const total = levelOne ? counts.groups : counts.total;
    return {
      results,
      meta: { total_count: total, offer_count: counts.total, page: request.page, page_count: Math.ceil(total / request.size), equipment_categories: counts.categories },
    };
  }

  /**
   * One pass over the matching index entries, grouped by equipment mask (and series on level
   * one): a hash aggregate with one transition per row, instead of nine FILTER aggregates per row.
   * The few hundred groups are summed here.
   */
  private async count(sql: OfferSql, params: SqlParams, levelOne: boolean): Promise<OfferCounts> {
    const keys = levelOne ? 'cs.equipment_mask, cs.car_series_id' : 'cs.equipment_mask';
    const { rows } = await preparedQuery<{ equipment_mask: number; car_series_id?: string; n: number }>(
      this.pool,
      `SELECT ${keys}, count(*)::int AS n FROM ${sql.from} WHERE ${sql.where} GROUP BY ${keys}`,
      params.values,
    );
    const categories = Object.fromEntries(EQUIPMENT_CATEGORIES.map((c) => [c, 0])) as EquipmentCategoryCounts;
    const series = new Set<string>();
    let total = 0;
    for (const row of rows) {
      total += row.n;
      if (row.car_series_id) series.add(row.car_series_id);
      for (const category of EQUIPMENT_CATEGORIES) if (row.equipment_mask & EQUIPMENT_BIT[category]) categories[category] += row.n;
    }
    return { total, groups: series.size, categories };
  }

  /**
   * Picks the page's ids from the covering index (every sort key is covered), then reads just
   * those rows: sorting by horsepower over 30,000 matches never touches 30,000 heap rows.
   */
  private async offerPage(request: SearchOffersRequest, sql: OfferSql, params: SqlParams, offset: number) {
    const n = params.values.length;
    const direction = request.direction === 'desc' ? 'DESC' : 'ASC';
    const sort = sortColumns(sql, request.filter.customerGroup)[request.sort];
    const { rows } = await preparedQuery<OfferListRow>(
      this.pool,
      `WITH page AS (SELECT cs.id, ${sql.netRate} AS net_rate, ${sql.grossRate} AS gross_rate, ${sort} AS sort_value FROM ${sql.from} ` +
        `WHERE ${sql.where} ORDER BY ${sort} ${direction}, cs.id ${direction} LIMIT $${n + 1} OFFSET $${n + 2}) ` +
        `SELECT ${OFFER_LIST_COLUMNS}, page.net_rate, page.gross_rate FROM page JOIN offer_prices cs ON cs.id = page.id ` +
        `ORDER BY page.sort_value ${direction}, page.id ${direction}`,
      [...params.values, request.size, offset],
    );
    const models = await this.referenceData.withModels(rows.map((r) => r.car_model_id));
    return toOfferListItems(this.pool, rows, request.filter.customerGroup, models, request.filter);
  }

  private async seriesPage(
    request: SearchOffersRequest,
    sql: OfferSql,
    params: SqlParams,
    offset: number,
    refs: ReferenceSnapshot,
  ): Promise<CarSeriesListItem[]> {
    const group = request.filter.customerGroup;
    const all = await this.seriesCache.get(`${group}|${sql.from}|${sql.where}|${JSON.stringify(params.values)}`, () => this.seriesGroups(sql, params, group));
    // A series sorts by its best offer: the lowest value ascending, the highest descending.
    const desc = request.direction === 'desc';
    const value = (row: SeriesRow) => row.bounds[request.sort][desc ? 1 : 0];
    const sorted = [...all].sort((a, b) => (desc ? value(b) - value(a) : value(a) - value(b)) || a.car_series_id.localeCompare(b.car_series_id));
    const page = sorted.slice(offset, offset + request.size);
    const cheapest = await this.cheapestOffers(page, request);
    return page.map((row) => {
      const series = refs.series.get(row.car_series_id);
      const manufacturer = series ? refs.manufacturers.get(series.manufacturerId) : undefined;
      const bodyType = (series?.bodyType ?? 'compact') as CarSeriesListItem['body_type'];
      return {
        car_series_id: row.car_series_id,
        car_series_name: series?.name ?? '',
        car_series_slug: series?.slug ?? '',
        manufacturer_id: manufacturer?.id ?? '',
        manufacturer_name: manufacturer?.slug ?? '',
        manufacturer_display_name: formatBrandTitle(manufacturer?.name ?? ''),
        body_type: bodyType,
        offers_count: row.offers_count,
        customer_group: group,
        cheapest_finance_rate_cents: row.bounds[group === 'b2c' ? 'gross_finance_rate_cents' : 'finance_rate_cents'][0],
        cheapest_offer_id: row.cheapest_offer_id,
        // The card shows the cheapest offer's rate: its Leasingfaktor, not the lowest of any term.
        min_leasing_factor: cheapest.get(row.cheapest_offer_id)?.leasing_factor ?? Number.NaN,
        cheapest_offer: cheapest.get(row.cheapest_offer_id) ?? null,
        fuel_types: row.fuel_types,
        image_url: carPictureUrl(bodyType, 'silver'),
      };
    });
  }

  /**
   * The cheapest offer of each series on the page as a list item, priced at the rate the card
   * shows (the series' lowest group rate under the same filters), with that rate's term.
   */
  private async cheapestOffers(page: SeriesRow[], request: SearchOffersRequest): Promise<Map<string, OfferListItem>> {
    if (page.length === 0) return new Map();
    const { rows } = await preparedQuery<Omit<OfferListRow, 'net_rate' | 'gross_rate'>>(
      this.pool,
      `SELECT ${OFFER_LIST_COLUMNS} FROM offer_prices cs WHERE cs.id = ANY($1::uuid[])`,
      [page.map((row) => row.cheapest_offer_id)],
    );
    const seriesOf = new Map(page.map((row) => [row.cheapest_offer_id, row]));
    const priced: OfferListRow[] = rows.map((row) => {
      const bounds = (seriesOf.get(row.id) as SeriesRow).bounds;
      return { ...row, net_rate: String(bounds.finance_rate_cents[0]), gross_rate: String(bounds.gross_finance_rate_cents[0]) };
    });
    const models = await this.referenceData.withModels(priced.map((r) => r.car_model_id));
    const items = await toOfferListItems(this.pool, priced, request.filter.customerGroup, models, request.filter);
    return new Map(items.map((item) => [item.id, item]));
  }

  /**
   * Every matching series with the minimum and maximum of each sort key, in one aggregate. A
   * filter set has at most a few hundred series, so sorting and paging happen here, and the
   * aggregate is shared by all pages and sort orders of the same filters.
   */
  private async seriesGroups(sql: OfferSql, params: SqlParams, group: 'b2b' | 'b2c'): Promise<SeriesRow[]> {
    const groupRate = group === 'b2c' ? sql.grossRate : sql.netRate;
    const columns = sortColumns(sql, group);
    const bounds = OFFER_SORT_KEYS.map((key) => `min(${columns[key]}) AS "${key}_min", max(${columns[key]}) AS "${key}_max"`).join(', ');
    const { rows } = await preparedQuery<Record<string, string | number | string[]>>(
      this.pool,
      `SELECT cs.car_series_id, count(*)::int AS offers_count, ${bounds}, ` +
        `(array_agg(cs.id ORDER BY ${groupRate}, cs.id))[1] AS cheapest_offer_id, array_agg(DISTINCT cs.fuel_type) AS fuel_types ` +
        `FROM ${sql.from} WHERE ${sql.where} GROUP BY cs.car_series_id`,
      params.values,
    );
    return rows.map((row) => ({
      car_series_id: row.car_series_id as string,
      offers_count: row.offers_count as number,
      cheapest_offer_id: row.cheapest_offer_id as string,
      fuel_types: [...(row.fuel_types as FuelType[])].sort(),
      bounds: Object.fromEntries(OFFER_SORT_KEYS.map((key) => [key, [Number(row[`${key}_min`]), Number(row[`${key}_max`])]])) as SeriesRow['bounds'],
    }));
  }
}

/**
 * Sort keys map to fixed expressions; the request only picks among them. The Leasingfaktor sorts
 * by the shown rate over the group's list price (what the cards display), not a stored reference LF.
 */
function sortColumns(sql: OfferSql, group: 'b2b' | 'b2c'): Record<OfferSortKey, string> {
  const leasingFactor = group === 'b2c' ? `(${sql.grossRate})::numeric / cs.gross_list_price_cents` : `(${sql.netRate})::numeric / cs.list_price_cents`;
  return {
    finance_rate_cents: sql.netRate,
    gross_finance_rate_cents: sql.grossRate,
    list_price_cents: 'cs.list_price_cents',
    gross_list_price_cents: 'cs.gross_list_price_cents',
    horsepower: 'cs.horsepower',
    leasing_factor: leasingFactor,
  };
}
