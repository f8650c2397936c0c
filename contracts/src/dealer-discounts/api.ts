import type { CustomerGroup } from '../catalogue/customer-group';
import type { DeliveryTimeBand } from '../catalogue/delivery';
import type { BodyType } from '../catalogue/body-type';
import type { FuelType, GearType } from '../catalogue/vehicle';
import type { DiscountAuditKind } from '../ops/admin-discounts-api';
import { DISCOUNT_CELL_FIELDS, type DiscountCellField, type DiscountCellValue, type DiscountRowState } from './fields';

/**
 * Dealer area API (spec 7.1, dealer id in the path). A table scope is one dealer, customer group,
 * bank and brand; every call names it with these three query/body parameters.
 */
export interface DiscountScopeParams {
  customer_group: CustomerGroup;
  bank_id: string;
  manufacturer_id: string;
}

/** Filters of the table, kept in the URL query (spec 2.5, 3.12). Lists are comma-separated in the URL. */
export interface DiscountFilters {
  car_series?: string[];
  trim_level?: string[];
  fuel_type?: FuelType[];
  gear_type?: GearType[];
  body_type?: BodyType[];
  state?: DiscountRowState[];
  /** Free text over series, model name and vehicle order code. */
  search?: string;
}

export const DISCOUNT_FILTER_KEYS = ['car_series', 'trim_level', 'fuel_type', 'gear_type', 'body_type', 'state', 'search'] as const;
export type DiscountFilterKey = (typeof DISCOUNT_FILTER_KEYS)[number];

export const DISCOUNT_TABLE_PAGE_SIZE = 20;
/** Rows per page the table offers (issue 21): 20 by default (spec), 50 or 100 on request. */
export const DISCOUNT_TABLE_PAGE_SIZES = [20, 50, 100] as const;
export type DiscountTablePageSize = (typeof DISCOUNT_TABLE_PAGE_SIZES)[number];

/**
 * Columns the table sorts by on the server (`sort`, issue 21): the model's facts, every cell,
 * the discount sum, the status and the last change. Ties fall back to the car model's name and id.
 */
const ROW_SORT_KEYS = [
  'car_model_name',
  'car_series_name',
  'vehicle_order_code',
  'trim_level',
  'fuel_type',
  'gear_type',
  'body_type',
  'horsepower',
  'doors',
  'state',
  'discount_sum',
  'updated_at',
] as const;
// Named as a union rather than `typeof DISCOUNT_SORT_KEYS[number]`: the response schema generator
// (contracts/scripts/response-schemas.cjs) cannot read a type through an array spread.
export type DiscountSortKey = (typeof ROW_SORT_KEYS)[number] | DiscountCellField;
export const DISCOUNT_SORT_KEYS: readonly DiscountSortKey[] = [...ROW_SORT_KEYS, ...DISCOUNT_CELL_FIELDS];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export function isDiscountSortKey(value: unknown): value is DiscountSortKey {
  return typeof value === 'string' && (DISCOUNT_SORT_KEYS as readonly string[]).includes(value);
}

export interface DealerBankDto {
  id: string;
  name: string;
}

export interface DealerManufacturerDto {
  id: string;
  /** Brand slug (vw, skoda, mercedes-benz …): decides the collected discount columns. */
  slug_name: string;
  name: string;
}

/** One row (spec 3.11). Percent as numbers (7.5), money in cents, null = '--'. */
export interface DiscountRowDto {
  /** Row id: stable per scope and car model. */
  id: string;
  car_model_id: string;
  car_series_name: string;
  car_model_name: string;
  vehicle_order_code: string;
  trim_level: string;
  fuel_type: FuelType;
  gear_type: GearType;
  body_type: BodyType;
  horsepower: number;
  doors: number;
  available: boolean;
  state: DiscountRowState;
  confirmed: boolean;
  base_discount: number | null;
  /** Length = the scope's number_additional_discounts. */
  additional_discounts: (number | null)[];
  /** Length = the brand's collected discount labels (0 for most brands). */
  collected_discounts: (number | null)[];
  discount_sum: number;
  order_absolute_bonus_cents: number | null;
  bafa_manufacturer_included: boolean;
  /** BAFA bonus the customer gets in total for this model, cents; null when the model has none. */
  bafa_combined: number | null;
  factory_delivery_cents: number | null;
  dealer_delivery_cents: number | null;
  delivery_time: DeliveryTimeBand | null;
  stock_discount_offset: number | null;
  stock_absolute_bonus_cents: number | null;
  updated_at: string | null;
  dealer_id: string;
  /** Who changed the row last. */
  user_id: string | null;
  user_name: string | null;
  /**
   * Who changed each cell last (cells nobody changed are absent). A table page (GET discounts)
   * carries it only with include=cell_editors; save answers always do.
   */
  cell_editors?: Partial<Record<DiscountCellField, DiscountCellEditor>>;
  /**
   * Set when the row's latest discount was not applied to its offers (issue 16): it would finance
   * less than the residual value or give a rate ≤ 0, so the offers keep their last valid price.
   * A German sentence for the dealer; null (or absent) when the offers follow the row.
   */
  price_issue?: string | null;
  /**
   * The row's catalogue offers with what their price depends on besides the discounts (issue 21,
   * price preview): the table recomputes the cheapest rate of a draft with the offer-prices
   * projection's math (contracts leasing/repriceOffer). Absent in the as-of view of old clients.
   */
  offers?: DiscountRowOfferDto[];
}

/**
 * One term of an offer's bank grid, compact: [months, km_per_year, residual_value_cents,
 * sollzins_percent, downpayment_cents].
 */
export type DiscountOfferTermTuple = [number, number, number, number, number];

/** An offer a discount row prices (the table's customer group; b2b tables also price 'both' offers). */
export interface DiscountRowOfferDto {
  id: string;
  inventory_type: 'ordered' | 'pre_ordered' | 'stock';
  /** Net list price with extras, cents: the rates are computed from it. */
  list_price_cents: number;
  /** Gross list price, cents: the b2c Leasingfaktor divides by it. */
  gross_list_price_cents: number;
  /** BAFA manufacturer share financed like a downpayment, cents; 0 when the offer has none. */
  bafa_downpayment_cents: number;
  terms: DiscountOfferTermTuple[];
}

export interface DiscountCellEditor {
  user_id: string;
  user_name: string | null;
  role: string;
  /** Set when an Admin acted for the dealer. */
  acting_admin_id: string | null;
  changed_at: string;
}

/** GET /api/v1/dealers/{id}/discounts */
export interface DiscountTableResponse {
  discounts: DiscountRowDto[];
  total_count: number;
  page: number;
  page_count: number;
  /** Rows per page of this answer (20, 50 or 100); always sent by the server (optional for older clients' fixtures). */
  per_page?: number;
  /** The column the rows are sorted by; null = the table's order (series, model name). */
  sort?: DiscountSortKey | null;
  sort_direction?: SortDirection;
  /** Revision of the scope's stream the page was read at; send it back on save (no lost edits). */
  revision: number;
  number_additional_discounts: number;
  collected_discount_labels: string[];
  /** Values to offer in the filter selects, over the whole scope. */
  available_filters: {
    car_series: string[];
    trim_level: string[];
    fuel_type: FuelType[];
    gear_type: GearType[];
    body_type: BodyType[];
  };
  /** Set when `as_of` was asked: the table as it was then, read-only. */
  as_of: string | null;
}

/** One edited row on save: the row's editable cells as the dealer left them. */
export interface EditedDiscountRow {
  car_model_id: string;
  base_discount?: number | null;
  additional_discounts?: (number | null)[];
  collected_discounts?: (number | null)[];
  order_absolute_bonus_cents?: number | null;
  bafa_manufacturer_included?: boolean | null;
  factory_delivery_cents?: number | null;
  dealer_delivery_cents?: number | null;
  delivery_time?: DeliveryTimeBand | null;
  stock_discount_offset?: number | null;
  stock_absolute_bonus_cents?: number | null;
  available?: boolean | null;
  /** true confirms the row ('Bestätigen' → 'Bestätigt'); false changes nothing (no un-confirming). */
  confirmed?: boolean;
}

/** POST /api/v1/dealers/{id}/discounts */
export interface SaveDiscountsRequest extends DiscountScopeParams {
  /** The `revision` of the table the edits were made on. */
  revision: number;
  discounts: EditedDiscountRow[];
}

export interface SaveDiscountsResponse {
  discounts: DiscountRowDto[];
  /** Number of cells that changed (the toast's count). */
  edited_cells: number;
  revision: number;
  /** Cells changed by someone else since `revision` that were merged in. */
  merged_cells: number;
}

/** POST /api/v1/dealers/{id}/discounts/unconfirm: 'Bestätigung aufheben' for rows of one table. */
export interface UnconfirmDiscountsRequest {
  customer_group: CustomerGroup;
  bank_id: string;
  manufacturer_id: string;
  car_model_ids: string[];
}

export interface UnconfirmDiscountsResponse {
  /** The rows whose confirmation was withdrawn now (rows not confirmed are left alone). */
  discounts: DiscountRowDto[];
  unconfirmed_rows: number;
  revision: number;
}

/**
 * POST /api/v1/dealers/{id}/discounts/restore ('Diesen Stand wiederherstellen', issue 21): the
 * differences between the current table and the table as of `as_of` become one new, audited
 * event. `revision` is the current table revision the dealer saw the count on; `dry_run` only counts.
 */
export interface RestoreDiscountsRequest {
  customer_group: CustomerGroup;
  bank_id: string;
  manufacturer_id: string;
  as_of: string;
  /** Required for the restore itself; a dry run counts on the current revision and names it. */
  revision?: number;
  dry_run?: boolean;
}

export interface RestoreDiscountsResponse {
  /** False for a dry run (nothing stored). */
  restored: boolean;
  /** The moment restored (ISO, UTC). */
  as_of: string;
  /** Cells that differ (dry run) or changed (restore), and the rows they are in. */
  changed_cells: number;
  changed_rows: number;
  /** The table revision after the restore (a dry run: the current one). */
  revision: number;
}

/**
 * POST /api/v1/dealers/{id}/discounts/campaigns ('Kampagne planen', issue 21 item 8): a value for
 * some cells of one table, valid from … until … (ISO, shown in Europe/Berlin). `campaign_id` may
 * be sent so a retried request schedules once.
 */
export interface ScheduleDiscountCampaignRequest {
  customer_group: CustomerGroup;
  bank_id: string;
  manufacturer_id: string;
  campaign_id?: string;
  car_model_ids: string[];
  field: DiscountCellField;
  /** API units: 7.5 for 7,5 %, cents for money. */
  value: number;
  valid_from: string;
  valid_until: string;
}

/** German texts of the campaign rules: the campaign dialog checks them, the campaign decider refuses with the same words (422 discount_campaign_invalid). */
export const DISCOUNT_CAMPAIGN_MESSAGES = {
  /** The end is not after the start (field valid_until). */
  validUntilNotAfterFrom: '„Gültig bis“ muss nach „Gültig ab“ liegen.',
} as const;

export type DiscountCampaignStatus = 'scheduled' | 'active' | 'ended' | 'cancelled';

export interface DiscountCampaignDto {
  campaign_id: string;
  car_model_ids: string[];
  field: DiscountCellField;
  value: DiscountCellValue;
  valid_from: string;
  valid_until: string;
  status: DiscountCampaignStatus;
  scheduled_by_user_id: string;
  scheduled_by_name: string | null;
  scheduled_at: string;
}

export interface ScheduleDiscountCampaignResponse {
  campaign: DiscountCampaignDto;
  revision: number;
}

/** GET /api/v1/dealers/{id}/discounts/campaigns: the table's campaigns, next first; ended ones of the last 30 days. */
export interface DiscountCampaignsResponse {
  campaigns: DiscountCampaignDto[];
}

/** POST …/discounts/campaigns/{campaign_id}/cancel: a running campaign's cells go back at once. */
export interface CancelDiscountCampaignRequest {
  customer_group: CustomerGroup;
  bank_id: string;
  manufacturer_id: string;
}

export interface CancelDiscountCampaignResponse {
  campaign_id: string;
  changed_cells: number;
  revision: number;
}

/** 409 details of a save whose cells someone else changed meanwhile. */
export interface DiscountConflict {
  car_model_id: string;
  field: DiscountCellField;
  your_value: DiscountCellValue;
  current_value: DiscountCellValue;
  changed_by: { user_id: string; name: string | null };
  changed_at: string;
}

/**
 * Body of the 409 `discount_edit_conflict`: the usual error body (details name the cells as
 * `<car_model_id>.<field>`) plus the conflicts. 422 `discount_validation_failed` has per-cell details.
 */
export interface DiscountConflictErrorBody {
  statusCode: 409;
  code: 'discount_edit_conflict';
  message: string;
  details: { field: string; code: string; message: string }[];
  conflicts: DiscountConflict[];
}

export const DISCOUNT_ERROR_CODES = {
  validation: 'discount_validation_failed',
  conflict: 'discount_edit_conflict',
  scopeNotFound: 'discount_scope_not_found',
  columnLimit: 'discount_column_limit',
  columnHasData: 'discount_column_has_data',
} as const;

/** The discount object of update_all: exactly one of these forms. */
export type UpdateAllDiscount =
  | { collected_discounts: (number | null)[] }
  | { confirmed: true }
  | { field: DiscountCellField; value: DiscountCellValue }
  /**
   * A relative change (issue 21): `add` to each row's current value, in the field's API unit
   * (percentage points for percent fields, cents for money fields); negative lowers. Empty cells
   * stay empty.
   */
  | { field: RelativeDiscountField; add: number };

/** Fields a relative bulk change may target: the percent and money cells. */
export type RelativeDiscountField = Exclude<DiscountCellField, 'bafa_manufacturer_included' | 'available' | 'confirmed' | 'delivery_time'>;

/** POST /api/v1/dealers/{id}/discounts/update_all/preview: what a relative update_all would do. */
export interface UpdateAllPreviewResponse {
  field: DiscountCellField;
  /** Rows whose value would change (rows with an empty cell are left alone). */
  rows_affected: number;
  /** Rows matching the filters whose cell is empty (a relative change leaves them alone). */
  rows_skipped: number;
  /** Smallest and largest value before and after, in API units; null when no row is affected. */
  before: { min: number; max: number } | null;
  after: { min: number; max: number } | null;
  /** Rows whose result would leave the field's range (the change would be refused). */
  invalid_rows: { car_model_id: string; car_model_name: string; value: number; result: number; message: string }[];
}

/** POST /api/v1/dealers/{id}/discounts/update_all: runs as a job. */
export interface UpdateAllRequest extends DiscountScopeParams {
  /** Only the rows matching these filters (the table's current filters); none = whole scope. */
  filters?: DiscountFilters;
  exclude_car_model_ids: string[];
  discount: UpdateAllDiscount;
}

/** POST /api/v1/dealers/{id}/discounts/copy: runs as a job. */
export interface CopyDiscountsRequest extends DiscountScopeParams {
  source_scope: { customer_group: CustomerGroup; bank_id: string };
}

/** Answer of update_all and copy: poll GET /api/v1/jobs/{job_id}. */
export interface DiscountJobAccepted {
  job_id: string;
  operation_id: string;
}

/** GET /api/v1/dealers/{id}/discounts/total_amount?customer_group&bank_id&manufacturer_id (rows an import would copy). */
export interface TotalAmountResponse {
  total_amount: number;
}

/** GET/PATCH /api/v1/dealers/{id}/discount_layouts?manufacturer_id= (PATCH body: manufacturer_id, number_additional_discounts, removing?) */
export interface DiscountLayoutResponse {
  number_additional_discounts: number;
}

export interface PatchDiscountLayoutRequest {
  manufacturer_id: string;
  number_additional_discounts: number;
  /** True when the last column is removed (its values are cleared). */
  removing?: boolean;
}

/** GET /api/v1/dealers/{id}/discount_layouts/column_checker?manufacturer_id= : does the last additional column hold data? */
export interface ColumnCheckerResponse {
  data_exists: boolean;
  /**
   * Every table the column is removed from (the brand in each of the dealer's banks and both
   * customer groups) with the values it clears there, so the modal can name them (issue 21).
   */
  tables: { customer_group: CustomerGroup; bank_id: string; bank_name: string; values: number }[];
}

/** One entry of GET /api/v1/dealers/{id}/discounts/history (newest first). */
export interface DiscountHistoryEntry {
  event_id: string;
  kind: DiscountAuditKind;
  customer_group: CustomerGroup;
  bank_id: string;
  manufacturer_id: string;
  car_model_id: string | null;
  car_model_name: string | null;
  field: DiscountCellField | null;
  old_value: DiscountCellValue;
  new_value: DiscountCellValue;
  user_id: string;
  user_name: string | null;
  role: string;
  /** Set when an Admin acted for the dealer. */
  acting_admin_id: string | null;
  operation_id: string | null;
  source_scope: { customer_group: CustomerGroup; bank_id: string } | null;
  /** The uploaded file of an Excel/CSV import (kind 'import'). */
  file_name?: string | null;
  /** The moment 'Diesen Stand wiederherstellen' brought back (kind restore, ISO), else null. */
  restored_from: string | null;
  /** A scheduled campaign's validity (kind campaign_scheduled, ISO), else null. */
  valid_from: string | null;
  valid_until: string | null;
  occurred_at: string;
}

export interface DiscountHistoryResponse {
  entries: DiscountHistoryEntry[];
  total_count: number;
  page: number;
  page_count: number;
}

/** Query of the history: all optional besides the scope's manufacturer. */
export interface DiscountHistoryQuery extends Partial<DiscountScopeParams> {
  car_model_id?: string;
  field?: DiscountCellField;
  user_id?: string;
  from?: string;
  to?: string;
  page?: number;
}
