import { ADDITIONAL_DISCOUNT_FIELDS, CENTS_DISCOUNT_FIELDS, COLLECTED_DISCOUNT_FIELDS, type DeliveryTimeBand, type DiscountCellField, type DiscountRowDto, type DiscountRowState, isDiscountCellField, discountSum, discountRowState, type DiscountRowCells } from '@autoleasing/contracts';
import { fromStoredValue, type StoredCellValue } from '@autoleasing/domain';

/** The car model columns of a discount row: read from car_models and passed to the row DTO as they are. */
export type DiscountRowCarModel = Pick<
  DiscountRowDto,
  'car_model_id' | 'car_series_name' | 'car_model_name' | 'vehicle_order_code' | 'trim_level' | 'fuel_type' | 'gear_type' | 'body_type' | 'horsepower' | 'doors'
>;

/** A car model of the scope joined with its discount row (all row columns null when it has none). */
export interface DiscountRowRecord extends DiscountRowCarModel {
  bafa_combined: string | number | null;
  /** Cell columns as stored (hundredths, cents); null for a car model without a row. */
  cells: DiscountRowCells;
  state: DiscountRowState | null;
  updated_at: Date | string | null;
  user_id: string | null;
  user_name: string | null;
  /** dealer_discount_rows.cell_editors with names (null without a row); absent when not asked for (the row DTO omits them then). */
  cell_editors?: Record<string, { user_id: string; user_name: string | null; role: string; acting_for_dealer_id: string | null; at: string }> | null;
  /** Why the offers keep their earlier price (offer_price_rows.price_issue); null/absent when they follow the row. */
  price_issue?: string | null;
}

const MONEY = new Set<DiscountCellField>(CENTS_DISCOUNT_FIELDS);

/** Reads the cell columns of a dealer_discount_rows row (bigint money comes as text). */
export function cellsOfRecord(record: Record<string, unknown>, fields: readonly DiscountCellField[]): DiscountRowCells {
  const cells: Partial<Record<DiscountCellField, StoredCellValue>> = {};
  for (const field of fields) {
    const value = record[field];
    if (value === null || value === undefined) continue;
    cells[field] = MONEY.has(field) ? Number(value) : (value as StoredCellValue);
  }
  return cells;
}

const api = (cells: DiscountRowCells, field: DiscountCellField) => {
  const value = cells[field];
  return value === undefined ? null : fromStoredValue(field, value);
};

/** Spec 3.11 row: percent as numbers (7.5), money in cents, null = '--'. */
export function toDiscountRowDto(
  record: DiscountRowRecord,
  context: { dealerId: string; scopeKey: string; additionalColumns: number; collectedColumns: number },
): DiscountRowDto {
  const cells = record.cells;
  const columns = { additionalDiscounts: context.additionalColumns, collectedDiscounts: context.collectedColumns };
  const row: DiscountRowDto = {
    id: `${context.scopeKey}-${record.car_model_id}`,
    car_model_id: record.car_model_id,
    car_series_name: record.car_series_name,
    car_model_name: record.car_model_name,
    vehicle_order_code: record.vehicle_order_code,
    trim_level: record.trim_level,
    fuel_type: record.fuel_type,
    gear_type: record.gear_type,
    body_type: record.body_type,
    horsepower: record.horsepower,
    doors: record.doors,
    available: cells.available === true,
    state: record.state ?? discountRowState(cells),
    confirmed: cells.confirmed === true,
    base_discount: api(cells, 'base_discount') as number | null,
    additional_discounts: ADDITIONAL_DISCOUNT_FIELDS.slice(0, context.additionalColumns).map((f) => api(cells, f) as number | null),
    collected_discounts: COLLECTED_DISCOUNT_FIELDS.slice(0, context.collectedColumns).map((f) => api(cells, f) as number | null),
    discount_sum: discountSum(cells, columns) / 100,
    order_absolute_bonus_cents: api(cells, 'order_absolute_bonus_cents') as number | null,
    bafa_manufacturer_included: cells.bafa_manufacturer_included === true,
    bafa_combined: record.bafa_combined === null ? null : Number(record.bafa_combined),
    factory_delivery_cents: api(cells, 'factory_delivery_cents') as number | null,
    dealer_delivery_cents: api(cells, 'dealer_delivery_cents') as number | null,
    delivery_time: api(cells, 'delivery_time') as DeliveryTimeBand | null,
    stock_discount_offset: api(cells, 'stock_discount_offset') as number | null,
    stock_absolute_bonus_cents: api(cells, 'stock_absolute_bonus_cents') as number | null,
    updated_at: record.updated_at === null ? null : new Date(record.updated_at).toISOString(),
    dealer_id: context.dealerId,
    user_id: record.user_id,
    user_name: record.user_name,
    price_issue: record.price_issue ?? null,
  };
  if (record.cell_editors !== undefined) row.cell_editors = cellEditorsOf(record);
  return row;
}

/** The form toISOString writes (the projections store editors' times so). */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * An editor's time as toISOString would write it. Times already in that form are kept as they
 * are: parsing a date string is most of the mapping's cost on a page of 100 rows × their cells.
 */
const isoOf = (at: string) => (CANONICAL_ISO.test(at) ? at : new Date(at).toISOString());

function cellEditorsOf(record: DiscountRowRecord): DiscountRowDto['cell_editors'] {
  const editors: NonNullable<DiscountRowDto['cell_editors']> = {};
  if (!record.cell_editors) return editors;
  for (const field in record.cell_editors) {
    if (!isDiscountCellField(field)) continue;
    const editor = record.cell_editors[field];
    editors[field] = {
      user_id: editor.user_id,
      user_name: editor.user_name ?? null,
      role: editor.role,
      acting_admin_id: editor.role === 'Admin' ? editor.user_id : null,
      changed_at: isoOf(editor.at),
    };
  }
  return editors;
}
