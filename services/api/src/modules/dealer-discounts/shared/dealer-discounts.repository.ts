import {
  collectedDiscountLabels,
  DATA_IMPORT_ACTOR,
  DATA_IMPORT_ACTOR_NAME,
  DISCOUNT_CELL_FIELDS,
  DISCOUNT_TABLE_PAGE_SIZE,
  type DiscountCellField,
  MIN_ADDITIONAL_DISCOUNTS,
  type AdditionalDiscountField,
  type BodyType,
  type CustomerGroup,
  type DealerBankDto,
  type DealerManufacturerDto,
  type DiscountFilters,
  type DiscountSortKey,
  type FuelType,
  type SortDirection,
  type GearType,
} from '@autoleasing/contracts';
import { notFound, type DiscountScope } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { CatalogueVersion } from '../../../common/consistency/catalogue-version.service';
import { actorUserIdSql, rowJsonColumns } from './discount-row-json.sql';
import { cellsOfRecord, type DiscountRowCarModel, type DiscountRowRecord } from './discount-row.mapper';

export interface ScopeInfo {
  manufacturerSlug: string;
  collectedColumns: number;
}

export interface CarModelRecord extends DiscountRowCarModel {
  bafa_combined: string | null;
}

/**
 * The row's own columns; never r.*, whose car_model_id (NULL without a row) would shadow the model's.
 * cell_editors comes as stored: the editors' names are looked up once per statement (EDITOR_NAMES_SQL).
 */
const ROW_COLUMNS = [...DISCOUNT_CELL_FIELDS.map((f) => `r.${f}`), 'r.state', 'r.updated_at', 'r.updated_by_user_id', 'r.cell_editors', 'r.car_model_id AS row_car_model_id'].join(', ');
/** ROW_COLUMNS without the per-cell editors: a table page sends them only on request (they are half its bytes). */
const ROW_COLUMNS_WITHOUT_EDITORS = ROW_COLUMNS.replace(', r.cell_editors', '');

/**
 * Names of everyone who changed the rows of the CTE `rows` (last change and each cell's editor), as
 * JSON text {user id: name}: one lookup of the few distinct users on the users key per statement,
 * not one per row and cell. Actors that are no user (system, data import) never reach the cast.
 */
const editorNamesSql = (ids: string) => `(SELECT json_object_agg(ids.id, nullif(trim(concat_ws(' ', eu.first_name, eu.last_name)), ''))::text
    FROM (${ids}) ids
    JOIN users eu ON eu.id = ${actorUserIdSql('ids.id')})`;
const EDITOR_NAMES_SQL = editorNamesSql(`SELECT e.value->>'user_id' AS id FROM rows, jsonb_each(rows.cell_editors) e UNION SELECT rows.updated_by_user_id FROM rows`);
/** EDITOR_NAMES_SQL for rows read without cell_editors: the last editor of each row only. */
const ROW_EDITOR_NAMES_SQL = editorNamesSql('SELECT DISTINCT rows.updated_by_user_id AS id FROM rows');

/** Who changed a row or cell, by name; the seed's data import (issue 16) is no user and shows as "Datenimport". */
function nameOf(names: Record<string, string | null>, userId: string | null | undefined): string | null {
  if (!userId) return null;
  return userId === DATA_IMPORT_ACTOR.userId ? DATA_IMPORT_ACTOR_NAME : (names[userId] ?? null);
}

/** A statement's row as DiscountRowRecord, with the names of EDITOR_NAMES_SQL. */
function toRecord(record: Record<string, unknown>, names: Record<string, string | null>): DiscountRowRecord {
  const hasRow = Boolean(record.row_car_model_id);
  // Absent when the statement did not read them (a table page without include=cell_editors).
  const editors = 'cell_editors' in record ? ((record.cell_editors as DiscountRowRecord['cell_editors']) ?? null) : undefined;
  // Parsed for this answer only: the names are filled in place.
  if (editors) for (const editor of Object.values(editors)) editor.user_name = nameOf(names, editor.user_id);
  const userId = (record.updated_by_user_id as string | null) ?? null;
  return {
    car_model_id: record.car_model_id as string,
    car_series_name: record.car_series_name as string,
    car_model_name: record.car_model_name as string,
    vehicle_order_code: record.vehicle_order_code as string,
    trim_level: record.trim_level as string,
    fuel_type: record.fuel_type as FuelType,
    gear_type: record.gear_type as GearType,
    body_type: record.body_type as BodyType,
    horsepower: record.horsepower as number,
    doors: record.doors as number,
    bafa_combined: record.bafa_combined as string | null,
    cells: hasRow ? cellsOfRecord(record, DISCOUNT_CELL_FIELDS) : {},
    state: (record.state as DiscountRowRecord['state']) ?? null,
    updated_at: (record.updated_at as Date | null) ?? null,
    user_id: userId,
    user_name: hasRow ? nameOf(names, userId) : null,
    cell_editors: editors,
    price_issue: (record.price_issue as string | null) ?? null,
  };
}

const namesOf = (text: unknown): Record<string, string | null> => (typeof text === 'string' ? (JSON.parse(text) as Record<string, string | null>) : {});

/**
 * Why the offer prices did not follow the row's latest cells (issue 16, bad input: the discount
 * leaves no positive rate), from the offer-prices projection; null when they did.
 */
const PRICE_ISSUE_SQL = `(SELECT opr.price_issue FROM offer_price_rows opr
    WHERE opr.dealer_id = r.dealer_id AND opr.customer_group = r.customer_group AND opr.bank_id = r.bank_id
      AND opr.manufacturer_id = r.manufacturer_id AND opr.car_model_id = r.car_model_id) AS price_issue`;

const CAR_MODEL_COLUMNS = `cm.id AS car_model_id, cs.name AS car_series_name, cm.name AS car_model_name, cm.vehicle_order_code,
  cm.trim_level, cm.fuel_type, cm.gear_type, cm.body_type, cm.horsepower, cm.doors`;

/** A prepared statement's name part per page shape (the text differs per shape). */
function shapeName(shape: PageShape): string {
  return shape.kind === 'json' ? `json_${shape.collectedColumns}` : shape.cellEditors ? 'records_with_editors' : 'records';
}

const SCOPE_CACHE_MS = 10_000;
const COUNT_CACHE_MS = 30_000;
const COUNT_CACHE_SIZE = 2000;
/** Ordered id lists kept (brand × catalogue filters); a 10,000-model brand's list is about 1 MB. */
const ORDER_CACHE_SIZE = 64;

/** BAFA bonus the customer gets for the model at this dealer (its offers' largest), cents; NULL when none. */
const BAFA_SQL = (dealer: string) =>
  `(SELECT max(s.bafa_government_cents + s.bafa_downpayment_cents) FROM car_specs s
     WHERE s.car_model_id = cm.id AND s.dealer_id = ${dealer} AND s.bafa_bonus_available) AS bafa_combined`;

const REVISION_SQL = ([dealer, group, bank, manufacturer]: string[]) =>
  `SELECT revision FROM dealer_discount_scopes WHERE dealer_id = ${dealer} AND customer_group = ${group} AND bank_id = ${bank} AND manufacturer_id = ${manufacturer}`;
const LAYOUT_SQL = ([dealer, , , manufacturer]: string[]) =>
  `SELECT number_additional_discounts FROM dealer_discount_layouts WHERE dealer_id = ${dealer} AND manufacturer_id = ${manufacturer}`;

/** Escapes LIKE wildcards so a search for '50%' finds '50%' only. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE clause of the table's car models: the brand, plus the filters of spec 2.5. Car models
 * without a discount row count as data_missing (LEFT JOIN), so the state filter works on them too.
 */
function whereOf(scope: DiscountScope, filters: DiscountFilters, params: unknown[], withState: boolean): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  const clauses = [`cm.manufacturer_id = ${p(scope.manufacturerId)}`];
  if (filters.car_series?.length) clauses.push(`cs.name = ANY(${p(filters.car_series)}::text[])`);
  if (filters.trim_level?.length) clauses.push(`cm.trim_level = ANY(${p(filters.trim_level)}::text[])`);
  if (filters.fuel_type?.length) clauses.push(`cm.fuel_type = ANY(${p(filters.fuel_type)}::text[])`);
  if (filters.gear_type?.length) clauses.push(`cm.gear_type = ANY(${p(filters.gear_type)}::text[])`);
  if (filters.body_type?.length) clauses.push(`cm.body_type = ANY(${p(filters.body_type)}::text[])`);
  if (filters.search) {
    const pattern = p(likePattern(filters.search));
    clauses.push(`(cs.name ILIKE ${pattern} OR cm.name ILIKE ${pattern} OR cm.vehicle_order_code ILIKE ${pattern})`);
  }
  if (withState && filters.state?.length) clauses.push(`COALESCE(r.state, 'data_missing') = ANY(${p(filters.state)}::text[])`);
  return clauses.join(' AND ');
}

function rowJoin(scope: DiscountScope, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  return `LEFT JOIN dealer_discount_rows r ON r.dealer_id = ${p(scope.dealerId)} AND r.customer_group = ${p(scope.customerGroup)}
    AND r.bank_id = ${p(scope.bankId)} AND r.manufacturer_id = cm.manufacturer_id AND r.car_model_id = cm.id`;
}

/** Order and size of a table page (issue 21): sort null = series and model name, the table's order. */
export interface TableOrder {
  sort: DiscountSortKey | null;
  direction: SortDirection;
  perPage: number;
}

export const DEFAULT_ORDER: TableOrder = { sort: null, direction: 'asc', perPage: DISCOUNT_TABLE_PAGE_SIZE };

/** SQL of a sort key over car_models cm, car_series cs and the LEFT JOINed row r (keys are a closed list). */
function sortExpression(sort: DiscountSortKey): string {
  switch (sort) {
    case 'car_model_name':
      return 'cm.name';
    case 'car_series_name':
      return 'cs.name';
    case 'state':
      return `COALESCE(r.state, 'data_missing')`;
    case 'discount_sum':
      return 'COALESCE(r.discount_sum, 0)';
    case 'updated_at':
      return 'r.updated_at';
    case 'vehicle_order_code':
    case 'trim_level':
    case 'fuel_type':
    case 'gear_type':
    case 'body_type':
    case 'horsepower':
    case 'doors':
      return `cm.${sort}`;
    default:
      return `r.${sort}`;
  }
}

/** ORDER BY of a sorted page: empty cells last either way, ties by model name and id (stable paging). */
const sortedOrder = (order: TableOrder) => `${sortExpression(order.sort!)} ${order.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, cm.name, cm.id`;

/** Car model ids in a sort column's order, the revision they were sorted at, and whether from the cache. */
interface SortedIds {
  ids: string[];
  revision: number;
  cached: boolean;
}

/** A page statement's answer: its rows (in order), and the revision and layout read in the same snapshot. */
interface PageRows {
  /** The rows as records (PageShape 'records'), else empty. */
  rows: DiscountRowRecord[];
  /** The rows as their DTO's JSON without offers (PageShape 'json'), else empty. */
  rowJson: PageRowJson[];
  revision: number;
  additional: number;
}

/** A row of a page as JSON text (discount-row-json.sql.ts), with its car model for the offers. */
export interface PageRowJson {
  carModelId: string;
  json: string;
}

/**
 * How a page's rows come back: as records for toDiscountRowDto (with each cell's editors on
 * request), or as the DTO's JSON built by the database (the table's plain pages).
 */
export type PageShape = { kind: 'records'; cellEditors: boolean } | { kind: 'json'; scopeKey: string; collectedColumns: number };

const RECORDS: PageShape = { kind: 'records', cellEditors: false };

/** All reads of the dealer area, from the dealer-discounts read models and the catalogue tables. */
@Injectable()
export class DealerDiscountsRepository {
  private readonly countCache = new Map<string, { at: number; revision: number; total: number }>();
  private readonly scopeCache = new Map<string, { at: number; brands: DealerManufacturerDto[]; banks: DealerBankDto[] }>();
  /** Car model ids in table order per brand and catalogue filters, valid for one catalogue version. */
  private readonly orderCache = new Map<string, { version: number; ids: string[] }>();
  /** Car model ids per scope, filters and sort (issue 21), valid for one catalogue version and table revision. */
  private readonly sortCache = new Map<string, { version: number; revision: number; ids: string[] }>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly catalogueVersion: CatalogueVersion,
  ) {}

  /**
   * The brand's car models matching catalogue-only filters (no state filter), in table order.
   * Which models match and their order depend only on car_models and car_series, so the list is
   * kept for as long as the catalogue version stays the same (any catalogue write moves it on,
   * see CatalogueVersion); without a trusted version it is read every time. Sorting 10,000 models
   * by series and name was most of a page's database time.
   */
  private async orderedIds(scope: DiscountScope, filters: DiscountFilters): Promise<string[]> {
    const version = this.catalogueVersion.current();
    const key = `${scope.manufacturerId}|${JSON.stringify(filters)}`;
    const cached = version === null ? undefined : this.orderCache.get(key);
    if (cached && cached.version === version) {
      this.orderCache.delete(key);
      this.orderCache.set(key, cached);
      return cached.ids;
    }
    const params: unknown[] = [];
    const { rows } = await this.pool.query<[string]>({
      text: `SELECT cm.id FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id WHERE ${whereOf(scope, filters, params, false)} ORDER BY cs.name, cm.name, cm.id`,
      values: params,
      rowMode: 'array',
    });
    const ids = rows.map((r) => r[0]);
    // Stored under the version read BEFORE the query: a change committed meanwhile moves the version on.
    if (version !== null) {
      this.orderCache.delete(key);
      this.orderCache.set(key, { version, ids });
      if (this.orderCache.size > ORDER_CACHE_SIZE) this.orderCache.delete(this.orderCache.keys().next().value as string);
    }
    return ids;
  }

  /**
   * The scope's car models matching the filters in the order of a sort column (issue 21). The
   * order depends on the catalogue and on the table's rows, so the list is kept per catalogue
   * version and scope revision: paging through a sorted table of 2,000 rows sorts once, and any
   * change to the table or the catalogue sorts again. The list and the revision it belongs to come
   * from one statement (one snapshot). A cached list is not checked here: the page's own statement
   * reads the revision, and `page` sorts again (refresh) when it moved on.
   */
  private async sortedIds(scope: DiscountScope, filters: DiscountFilters, order: TableOrder, refresh = false): Promise<SortedIds> {
    const version = this.catalogueVersion.current();
    const key = `${scope.dealerId}|${scope.customerGroup}|${scope.bankId}|${scope.manufacturerId}|${JSON.stringify(filters)}|${order.sort}|${order.direction}`;
    const cached = version === null || refresh ? undefined : this.sortCache.get(key);
    if (cached && cached.version === version) {
      this.sortCache.delete(key);
      this.sortCache.set(key, cached);
      return { ids: cached.ids, revision: cached.revision, cached: true };
    }
    const params: unknown[] = [];
    const join = rowJoin(scope, params);
    const where = whereOf(scope, filters, params, true);
    const scopeParams = [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId].map((value) => `$${params.push(value)}`);
    const { rows } = await this.pool.query<{ revision: number | null; ids: string[] }>(
      `SELECT (${REVISION_SQL(scopeParams)}) AS revision,
              ARRAY(SELECT cm.id FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id ${join}
                     WHERE ${where} ORDER BY ${sortedOrder(order)})::text[] AS ids`,
      params,
    );
    const { ids } = rows[0];
    const revision = rows[0].revision ?? -1;
    if (version !== null) {
      this.sortCache.delete(key);
      this.sortCache.set(key, { version, revision, ids });
      if (this.sortCache.size > ORDER_CACHE_SIZE) this.sortCache.delete(this.sortCache.keys().next().value as string);
    }
    return { ids, revision, cached: false };
  }

  /**
   * Banks a dealer works with: those financing its offers; a dealer without offers may choose
   * among all banks (it sets discounts before its first offer is listed).
   */
  async banks(dealerId: string): Promise<DealerBankDto[]> {
    const { rows } = await this.pool.query<DealerBankDto>(
      `WITH own AS (SELECT DISTINCT bank_id FROM car_specs WHERE dealer_id = $1)
       SELECT b.id, b.name FROM banks b
        WHERE b.id IN (SELECT bank_id FROM own) OR NOT EXISTS (SELECT 1 FROM own)
        ORDER BY b.name`,
      [dealerId],
    );
    return rows;
  }

  /** The dealer's brands (dealers.brand_slugs). */
  async manufacturers(dealerId: string): Promise<DealerManufacturerDto[]> {
    const { rows } = await this.pool.query<DealerManufacturerDto>(
      `SELECT m.id, m.slug AS slug_name, m.name FROM dealers d JOIN manufacturers m ON m.slug = ANY(d.brand_slugs)
        WHERE d.id = $1 ORDER BY m.name`,
      [dealerId],
    );
    return rows;
  }

  /**
   * 404 unless the bank and brand belong to the dealer; the brand decides the collected columns.
   * Every call of the dealer area asks this, and a dealer's banks and brands change rarely: the
   * answer is kept for a few seconds per dealer.
   */
  async checkScope(dealerId: string, bankId: string | null, manufacturerId: string): Promise<ScopeInfo> {
    const cached = this.scopeCache.get(dealerId);
    const fresh = cached && Date.now() - cached.at < SCOPE_CACHE_MS ? cached : null;
    const [brands, banks] = fresh
      ? [fresh.brands, fresh.banks]
      : await Promise.all([this.manufacturers(dealerId), this.banks(dealerId)]);
    if (!fresh) {
      this.scopeCache.set(dealerId, { at: Date.now(), brands, banks });
      if (this.scopeCache.size > 1000) this.scopeCache.delete(this.scopeCache.keys().next().value as string);
    }
    const brand = brands.find((m) => m.id === manufacturerId);
    if (!brand) throw notFound('discount_scope_not_found', 'Diese Marke gehört nicht zu diesem Händler.');
    if (bankId !== null && !banks.some((b) => b.id === bankId)) throw notFound('discount_scope_not_found', 'Diese Bank gehört nicht zu diesem Händler.');
    return { manufacturerSlug: brand.slug_name, collectedColumns: collectedDiscountLabels(brand.slug_name).length };
  }

  async layout(dealerId: string, manufacturerId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      'SELECT number_additional_discounts AS n FROM dealer_discount_layouts WHERE dealer_id = $1 AND manufacturer_id = $2',
      [dealerId, manufacturerId],
    );
    return rows[0]?.n ?? MIN_ADDITIONAL_DISCOUNTS;
  }

  /**
   * What a table page is built from besides the catalogue (see DiscountPageCache): the scope's
   * revision, the brand's layout and the offer-prices projection's position, as one text.
   */
  async pageFingerprint(scope: DiscountScope): Promise<string> {
    const { rows } = await this.pool.query<[string]>({
      name: 'discount_page_fingerprint',
      text: `SELECT concat_ws('|', coalesce((${REVISION_SQL(['$1', '$2', '$3', '$4'])}), -1), coalesce((${LAYOUT_SQL(['$1', '$2', '$3', '$4'])}), -1),
                coalesce((SELECT position FROM projection_checkpoints WHERE name = 'offer-prices'), -1))`,
      values: [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId],
      rowMode: 'array',
    });
    return rows[0][0];
  }

  /** The scope's revision (see `revision`) and its brand's additional columns, in one round trip. */
  async revisionAndLayout(scope: DiscountScope): Promise<{ revision: number; additional: number }> {
    const { rows } = await this.pool.query<{ revision: number | null; n: number | null }>(
      `SELECT (${REVISION_SQL(['$1', '$2', '$3', '$4'])}) AS revision, (${LAYOUT_SQL(['$1', '$2', '$3', '$4'])}) AS n`,
      [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId],
    );
    return { revision: rows[0].revision ?? -1, additional: rows[0].n ?? MIN_ADDITIONAL_DISCOUNTS };
  }

  /**
   * One page of the table: 20 (50, 100) car models of the brand in table or sort order with their
   * rows. Page and count run as two statements in parallel; the count needs no join to the rows
   * unless the state filter asks for it.
   */
  async page(
    scope: DiscountScope,
    filters: DiscountFilters,
    page: number,
    order: TableOrder = DEFAULT_ORDER,
    shape: PageShape = RECORDS,
  ): Promise<PageRows & { total: number }> {
    const needsRows = Boolean(filters.state?.length);
    const size = order.perPage;
    const offset = (page - 1) * size;
    // Without a state filter the page is a slice of the brand's ordered ids (cached per catalogue
    // version) and the total is their number; with one, the rows decide membership and the
    // database filters, sorts and counts. A sort column: the scope's sorted ids (cached per
    // revision), whatever the filters.
    let sorted = order.sort ? await this.sortedIds(scope, filters, order) : null;
    const ordered = sorted ? sorted.ids : needsRows ? null : await this.orderedIds(scope, filters);
    const countKey = `${scope.dealerId}|${scope.customerGroup}|${scope.bankId}|${scope.manufacturerId}|${JSON.stringify(filters)}`;
    // The count is kept per scope, filters and revision for a while: paging through a filtered
    // table asks the same count again and again. Without a state filter it depends only on the
    // catalogue; with one, on the revision too. Kept for COUNT_CACHE_MS (catalogue changes).
    const cached = this.countCache.get(countKey);
    const usable = cached && Date.now() - cached.at < COUNT_CACHE_MS ? cached : undefined;
    const count = () => this.count(scope, filters, needsRows);
    const [firstResult, countedNow] = await Promise.all([
      ordered ? this.rowsByIds(scope, ordered.slice(offset, offset + size), shape) : this.filteredPage(scope, filters, size, offset, shape),
      usable || ordered ? Promise.resolve(null) : count(),
    ]);
    let result = firstResult;
    if (sorted?.cached && result.revision !== sorted.revision) {
      // The table changed since the cached order was sorted: sort again (once) and read the page anew.
      sorted = await this.sortedIds(scope, filters, order, true);
      result = await this.rowsByIds(scope, sorted.ids.slice(offset, offset + size), shape);
    }
    const { revision, additional } = result;
    let total: number;
    let counted = true;
    if (sorted) {
      total = sorted.ids.length;
      counted = false;
    } else if (ordered) {
      total = ordered.length;
      counted = false;
    } else if (countedNow !== null) total = countedNow;
    else if (usable && (!needsRows || usable.revision === revision)) {
      total = usable.total;
      counted = false;
    } else total = await count();
    if (counted) {
      this.countCache.delete(countKey);
      this.countCache.set(countKey, { at: Date.now(), revision, total });
      if (this.countCache.size > COUNT_CACHE_SIZE) this.countCache.delete(this.countCache.keys().next().value as string);
    }
    return { rows: result.rows, rowJson: result.rowJson, total, revision, additional };
  }

  /** The number of car models matching the filters (joining the rows only for the state filter). */
  private async count(scope: DiscountScope, filters: DiscountFilters, needsRows: boolean): Promise<number> {
    const params: unknown[] = [];
    const join = needsRows ? rowJoin(scope, params) : '';
    const { rows } = await this.pool.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id ${join}
        WHERE ${whereOf(scope, filters, params, needsRows)}`,
      params,
    );
    return rows[0].total;
  }

  /**
   * The page's rows for ids already in order (a slice of orderedIds or sortedIds), in that order:
   * the database looks each id up on the car_models and dealer_discount_rows keys and sorts
   * nothing. A prepared statement (its text depends only on the page shape): planning it anew cost
   * the database more than running it. Its generic plan looks rows up by key thanks to the
   * scope statistics of dealer-discounts.tables.ts; the ids come as a joined array, not `= ANY`,
   * whose generic plan read the whole brand.
   */
  private async rowsByIds(scope: DiscountScope, ids: string[], shape: PageShape): Promise<PageRows> {
    const params: unknown[] = [ids, scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId];
    const from = `unnest($1::uuid[]) WITH ORDINALITY AS page(id, position)
        JOIN car_models cm ON cm.id = page.id JOIN car_series cs ON cs.id = cm.car_series_id
        LEFT JOIN dealer_discount_rows r ON r.dealer_id = $2 AND r.customer_group = $3 AND r.bank_id = $4 AND r.manufacturer_id = $5 AND r.car_model_id = cm.id`;
    return this.pageStatement(scope, params, {
      name: `discount_page_by_ids_${shapeName(shape)}`,
      from,
      where: 'cm.manufacturer_id = $5',
      position: 'page.position',
      orderBy: 'ORDER BY rows.position',
      shape,
    });
  }

  /**
   * A page with the state filter in table order: the page's ids first (joining the rows for the
   * filter), then the details of just those: the BAFA lookup and the names never run over the brand.
   */
  private filteredPage(scope: DiscountScope, filters: DiscountFilters, size: number, offset: number, shape: PageShape): Promise<PageRows> {
    const params: unknown[] = [];
    const innerJoin = rowJoin(scope, params);
    const innerWhere = whereOf(scope, filters, params, true);
    const from = `(SELECT cm.id FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id ${innerJoin}
                    WHERE ${innerWhere} ORDER BY cs.name, cm.name, cm.id LIMIT ${size} OFFSET ${offset}) page
        JOIN car_models cm ON cm.id = page.id JOIN car_series cs ON cs.id = cm.car_series_id ${rowJoin(scope, params)}`;
    return this.pageStatement(scope, params, { from, where: 'true', orderBy: 'ORDER BY rows.car_series_name, rows.car_model_name, rows.car_model_id', shape });
  }

  /**
   * The page's statement: rows, the editors' names, and the scope's revision and layout, in one
   * snapshot. The revision is read in the page's own statement: a revision newer than the rows
   * shown would let a save overwrite a change the dealer never saw.
   */
  private async pageStatement(
    scope: DiscountScope,
    params: unknown[],
    statement: { name?: string; from: string; where: string; position?: string; orderBy: string; shape: PageShape },
  ): Promise<PageRows> {
    const { name, from, where, orderBy, shape } = statement;
    const position = statement.position ? `, ${statement.position} AS position` : '';
    const dealer = `$${params.push(scope.dealerId)}`;
    const scopeParams = [dealer, ...[scope.customerGroup, scope.bankId, scope.manufacturerId].map((value) => `$${params.push(value)}`)];
    const cellEditors = shape.kind === 'records' && shape.cellEditors;
    const columns = cellEditors ? ROW_COLUMNS : ROW_COLUMNS_WITHOUT_EDITORS;
    const rowsSql = `WITH rows AS (SELECT ${CAR_MODEL_COLUMNS}, ${columns}, ${PRICE_ISSUE_SQL}, ${BAFA_SQL(dealer)}${position} FROM ${from} WHERE ${where})`;
    if (shape.kind === 'json') {
      const columnsJson = rowJsonColumns({
        scopeKeyParam: `$${params.push(shape.scopeKey)}::text`,
        dealerParam: dealer,
        additionalColumns: 'scope.layout',
        collectedColumns: shape.collectedColumns,
      });
      const { rows } = await this.pool.query<{ row_json: string; car_model_id: string; scope_revision: number | null; scope_layout: number }>({
        name,
        text: `${rowsSql}, scope AS (SELECT (${REVISION_SQL(scopeParams)}) AS revision, coalesce((${LAYOUT_SQL(scopeParams)}), ${MIN_ADDITIONAL_DISCOUNTS}) AS layout)
         SELECT row_to_json(j)::text AS row_json, rows.car_model_id, scope.revision AS scope_revision, scope.layout AS scope_layout
           FROM rows CROSS JOIN scope CROSS JOIN LATERAL (SELECT ${columnsJson}) j ${orderBy}`,
        values: params,
      });
      if (!rows.length) return { rows: [], rowJson: [], ...(await this.revisionAndLayout(scope)) };
      return {
        rows: [],
        rowJson: rows.map((row) => ({ carModelId: row.car_model_id, json: row.row_json })),
        revision: rows[0].scope_revision ?? -1,
        additional: rows[0].scope_layout,
      };
    }
    const editorNames = cellEditors ? EDITOR_NAMES_SQL : ROW_EDITOR_NAMES_SQL;
    const { rows } = await this.pool.query({
      name,
      text: `${rowsSql}
       SELECT rows.*, (${REVISION_SQL(scopeParams)}) AS scope_revision, (${LAYOUT_SQL(scopeParams)}) AS scope_layout, ${editorNames} AS editor_names
         FROM rows ${orderBy}`,
      values: params,
    });
    const first = rows[0] as { scope_revision: number | null; scope_layout: number | null; editor_names: string | null } | undefined;
    if (!first) return { rows: [], rowJson: [], ...(await this.revisionAndLayout(scope)) };
    const names = namesOf(first.editor_names);
    return {
      rows: (rows as Record<string, unknown>[]).map((record) => toRecord(record, names)),
      rowJson: [],
      revision: first.scope_revision ?? -1,
      additional: first.scope_layout ?? MIN_ADDITIONAL_DISCOUNTS,
    };
  }

  /**
   * One cell of every car model update_all would target (brand, filters, minus the excluded), in
   * stored units (null: empty or no row yet), with the model's name: what a relative change is
   * previewed and checked on before its job is queued. The worker decides again on the stream.
   */
  async cellValues(scope: DiscountScope, filters: DiscountFilters, excluded: readonly string[], field: DiscountCellField): Promise<{ car_model_id: string; car_model_name: string; value: number | null }[]> {
    const params: unknown[] = [];
    const join = rowJoin(scope, params);
    const where = whereOf(scope, filters, params, true);
    const { rows } = await this.pool.query<{ car_model_id: string; car_model_name: string; value: string | number | null }>(
      `SELECT cm.id AS car_model_id, cm.name AS car_model_name, r.${field} AS value
         FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id ${join}
        WHERE ${where} AND NOT (cm.id = ANY($${params.push([...excluded])}::uuid[]))
        ORDER BY cs.name, cm.name, cm.id`,
      params,
    );
    return rows.map((r) => ({ ...r, value: r.value === null ? null : Number(r.value) }));
  }

  /** The table's rows for given car models (the answer of a save). */
  async rowsOf(scope: DiscountScope, carModelIds: string[]): Promise<DiscountRowRecord[]> {
    if (!carModelIds.length) return [];
    const params: unknown[] = [];
    const join = rowJoin(scope, params);
    const ids = `$${params.push(carModelIds)}`;
    const manufacturer = `$${params.push(scope.manufacturerId)}`;
    const dealer = `$${params.push(scope.dealerId)}`;
    const { rows } = await this.pool.query(
      `WITH rows AS (SELECT ${CAR_MODEL_COLUMNS}, ${ROW_COLUMNS}, ${PRICE_ISSUE_SQL}, ${BAFA_SQL(dealer)}
                       FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id ${join}
                      WHERE cm.id = ANY(${ids}::uuid[]) AND cm.manufacturer_id = ${manufacturer})
       SELECT rows.*, ${EDITOR_NAMES_SQL} AS editor_names FROM rows ORDER BY rows.car_series_name, rows.car_model_name, rows.car_model_id`,
      params,
    );
    const names = namesOf((rows[0] as { editor_names?: string | null } | undefined)?.editor_names);
    return (rows as Record<string, unknown>[]).map((record) => toRecord(record, names));
  }

  /** Car models of the brand matching the filters other than state, in table order (as_of view). */
  async carModels(scope: DiscountScope, filters: DiscountFilters): Promise<CarModelRecord[]> {
    const params: unknown[] = [];
    const where = whereOf(scope, filters, params, false);
    const { rows } = await this.pool.query<CarModelRecord>(
      `SELECT ${CAR_MODEL_COLUMNS}, NULL AS bafa_combined FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id
        WHERE ${where} ORDER BY cs.name, cm.name, cm.id`,
      params,
    );
    return rows;
  }

  /** BAFA per car model for a page of rows (see BAFA_SQL). */
  async bafaOf(dealerId: string, carModelIds: string[]): Promise<Map<string, string | null>> {
    if (!carModelIds.length) return new Map();
    const { rows } = await this.pool.query<{ id: string; bafa_combined: string | null }>(
      `SELECT cm.id, ${BAFA_SQL('$1')} FROM car_models cm WHERE cm.id = ANY($2::uuid[])`,
      [dealerId, carModelIds],
    );
    return new Map(rows.map((r) => [r.id, r.bafa_combined]));
  }

  /** Which of these ids are car models of the brand. */
  async knownCarModels(manufacturerId: string, carModelIds: string[]): Promise<Set<string>> {
    if (!carModelIds.length) return new Set();
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM car_models WHERE manufacturer_id = $1 AND id = ANY($2::uuid[])', [
      manufacturerId,
      carModelIds,
    ]);
    return new Set(rows.map((r) => r.id));
  }

  /** Values for the filter selects over the whole brand (spec 3.12 availableCarSeries, …). */
  async availableFilters(manufacturerId: string) {
    const { rows } = await this.pool.query(
      `SELECT
         (SELECT coalesce(array_agg(DISTINCT cs.name ORDER BY cs.name), '{}') FROM car_series cs WHERE cs.manufacturer_id = $1
            AND EXISTS (SELECT 1 FROM car_models cm WHERE cm.car_series_id = cs.id)) AS car_series,
         coalesce(array_agg(DISTINCT cm.trim_level ORDER BY cm.trim_level), '{}') AS trim_level,
         coalesce(array_agg(DISTINCT cm.fuel_type ORDER BY cm.fuel_type), '{}') AS fuel_type,
         coalesce(array_agg(DISTINCT cm.gear_type ORDER BY cm.gear_type), '{}') AS gear_type,
         coalesce(array_agg(DISTINCT cm.body_type ORDER BY cm.body_type), '{}') AS body_type
       FROM car_models cm WHERE cm.manufacturer_id = $1`,
      [manufacturerId],
    );
    return rows[0] as { car_series: string[]; trim_level: string[]; fuel_type: FuelType[]; gear_type: GearType[]; body_type: BodyType[] };
  }

  /** Rows with discount data in a scope: what an import from it would copy (total_amount). */
  async rowCount(scope: DiscountScope): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dealer_discount_rows r JOIN car_models cm ON cm.id = r.car_model_id
        WHERE r.dealer_id = $1 AND r.customer_group = $2 AND r.bank_id = $3 AND r.manufacturer_id = $4`,
      [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId],
    );
    return rows[0].n;
  }

  /** Whether any table of the dealer and brand holds a value in this additional column (4.8). */
  async columnHoldsData(dealerId: string, manufacturerId: string, field: AdditionalDiscountField): Promise<boolean> {
    const { rows } = await this.pool.query<{ exists: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM dealer_discount_rows WHERE dealer_id = $1 AND manufacturer_id = $2 AND ${field} IS NOT NULL) AS exists`,
      [dealerId, manufacturerId],
    );
    return rows[0].exists;
  }

  /** Values the column holds per (group, bank) table of the dealer and brand; tables without any are absent. */
  async columnValuesByTable(dealerId: string, manufacturerId: string, field: AdditionalDiscountField): Promise<Map<string, number>> {
    const { rows } = await this.pool.query<{ customer_group: string; bank_id: string; n: number }>(
      `SELECT customer_group, bank_id, count(*)::int AS n FROM dealer_discount_rows
        WHERE dealer_id = $1 AND manufacturer_id = $2 AND ${field} IS NOT NULL GROUP BY customer_group, bank_id`,
      [dealerId, manufacturerId],
    );
    return new Map(rows.map((r) => [`${r.customer_group}|${r.bank_id}`, r.n]));
  }

  /** Every (group, bank) table the dealer has for a brand, known to the read model. */
  async scopesOf(dealerId: string, manufacturerId: string): Promise<{ customerGroup: CustomerGroup; bankId: string }[]> {
    const { rows } = await this.pool.query<{ customer_group: CustomerGroup; bank_id: string }>(
      'SELECT customer_group, bank_id FROM dealer_discount_scopes WHERE dealer_id = $1 AND manufacturer_id = $2',
      [dealerId, manufacturerId],
    );
    return rows.map((r) => ({ customerGroup: r.customer_group, bankId: r.bank_id }));
  }

  async userNames(userIds: string[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(userIds)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    // The seed's data import is no user: its edits show as "Datenimport" (issue 16).
    const imported: [string, string][] = userIds.includes(DATA_IMPORT_ACTOR.userId) ? [[DATA_IMPORT_ACTOR.userId, DATA_IMPORT_ACTOR_NAME]] : [];
    if (!ids.length) return new Map(imported);
    const { rows } = await this.pool.query<{ id: string; name: string }>(
      `SELECT id, trim(concat_ws(' ', first_name, last_name)) AS name FROM users WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map([...imported, ...rows.map((r): [string, string | null] => [r.id, r.name || null])]);
  }
}
