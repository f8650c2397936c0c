import { ADDITIONAL_DISCOUNT_FIELDS, COLLECTED_DISCOUNT_FIELDS, DATA_IMPORT_ACTOR, DATA_IMPORT_ACTOR_NAME, discountCellKind, UUID_PATTERN, type DiscountCellField } from '@autoleasing/contracts';

/**
 * A table page's rows as JSON built by the database (issue 21, the 100-row page): each row of the
 * page statement's `rows` becomes the text of its DiscountRowDto without `offers` (the handler adds
 * those), so the api neither parses 35 columns per row nor builds and serialises the objects.
 *
 * It is the SQL twin of toDiscountRowDto (discount-row.mapper.ts), which stays the reference: the
 * as-of view and include=cell_editors answer through the mapper, and an API test compares both
 * ways over every row kind (dealer-discounts.int.spec.ts, "JSON built by the database").
 * Percent cells are stored in hundredths and sent as float8 quotients, the same doubles JavaScript
 * divides out; keys come in the mapper's order.
 */
export interface RowJsonContext {
  /** Placeholders of the statement: the row id's scope prefix, the dealer id, the layout's number of additional columns. */
  scopeKeyParam: string;
  dealerParam: string;
  additionalColumns: string;
  /** The brand's collected discount columns (0 for most brands): fixes the statement's text. */
  collectedColumns: number;
}

/** An actor id column as a users key: NULL for actors that are no user (system, data import), which never reach the cast. */
export const actorUserIdSql = (column: string) => `CASE WHEN ${column} ~* '${UUID_PATTERN.source}' THEN ${column}::uuid END`;

/** A cell as the API sends it: percent hundredths as a number of percent, the rest as stored. */
function cellSql(field: DiscountCellField): string {
  return discountCellKind(field) === 'percent' ? `rows.${field}::float8 / 100` : `rows.${field}`;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** discountSum: base, the layout's additional and the brand's collected discounts, empty cells left out. */
function discountSumSql(context: RowJsonContext): string {
  const additional = ADDITIONAL_DISCOUNT_FIELDS.map((field, i) => `CASE WHEN ${context.additionalColumns} > ${i} THEN coalesce(rows.${field}, 0) ELSE 0 END`);
  const collected = COLLECTED_DISCOUNT_FIELDS.slice(0, context.collectedColumns).map((field) => `coalesce(rows.${field}, 0)`);
  return `(${['coalesce(rows.base_discount, 0)', ...additional, ...collected].join(' + ')})::float8 / 100`;
}

/** nameOf: the data import by its name, a user by first and last name, nobody without a row. */
const USER_NAME_SQL = `CASE WHEN rows.row_car_model_id IS NULL OR rows.updated_by_user_id IS NULL THEN NULL
    WHEN rows.updated_by_user_id = ${quoted(DATA_IMPORT_ACTOR.userId)} THEN ${quoted(DATA_IMPORT_ACTOR_NAME)}
    ELSE (SELECT nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') FROM users u
           WHERE u.id = ${actorUserIdSql('rows.updated_by_user_id')}) END`;

/** The select list whose row_to_json is the row's DiscountRowDto without offers (and without cell_editors). */
export function rowJsonColumns(context: RowJsonContext): string {
  const additional = `to_json((ARRAY[${ADDITIONAL_DISCOUNT_FIELDS.map(cellSql).join(', ')}]::float8[])[1:${context.additionalColumns}])`;
  const collected = context.collectedColumns
    ? `to_json(ARRAY[${COLLECTED_DISCOUNT_FIELDS.slice(0, context.collectedColumns).map(cellSql).join(', ')}]::float8[])`
    : `'[]'::json`;
  return [
    `${context.scopeKeyParam} || '-' || rows.car_model_id AS id`,
    'rows.car_model_id',
    'rows.car_series_name',
    'rows.car_model_name',
    'rows.vehicle_order_code',
    'rows.trim_level',
    'rows.fuel_type',
    'rows.gear_type',
    'rows.body_type',
    'rows.horsepower',
    'rows.doors',
    'coalesce(rows.available, false) AS available',
    // A car model without a row: discountRowState of no cells.
    `coalesce(rows.state, 'data_missing') AS state`,
    'coalesce(rows.confirmed, false) AS confirmed',
    `${cellSql('base_discount')} AS base_discount`,
    `${additional} AS additional_discounts`,
    `${collected} AS collected_discounts`,
    `${discountSumSql(context)} AS discount_sum`,
    'rows.order_absolute_bonus_cents',
    'coalesce(rows.bafa_manufacturer_included, false) AS bafa_manufacturer_included',
    'rows.bafa_combined',
    'rows.factory_delivery_cents',
    'rows.dealer_delivery_cents',
    'rows.delivery_time',
    `${cellSql('stock_discount_offset')} AS stock_discount_offset`,
    'rows.stock_absolute_bonus_cents',
    `to_char(rows.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`,
    `${context.dealerParam}::text AS dealer_id`,
    'rows.updated_by_user_id AS user_id',
    `${USER_NAME_SQL} AS user_name`,
    'rows.price_issue',
  ].join(',\n      ');
}
