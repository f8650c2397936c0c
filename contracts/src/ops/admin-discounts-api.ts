import type { CustomerGroup } from '../catalogue';
import { additionalDiscountLabel, collectedDiscountLabels, DISCOUNT_FIELD_LABELS, parseDiscountListField, type DiscountCellValue, type DiscountRowState, type ScalarDiscountField } from '../dealer-discounts/fields';

/**
 * Admin discounts (spec 2.5 admin overview, 7.7, issue 8): the overview list, the comparison of
 * dealers per brand, bank, customer group and car series, and the discount audit explorer.
 * Percent values are plain numbers (7.5 = 7,50 %), money integer cents, times ISO 8601 UTC.
 */

/** Spec 2.5 / 9: the overview shows 10 per page; page_count = ceil(total / per_page). */
export const ADMIN_OVERVIEW_PER_PAGE = 10;
/** Car models per comparison page. */
export const COMPARISON_PER_PAGE = 10;
/** Up to this many dealers side by side in one comparison. */
export const COMPARISON_MAX_DEALERS = 10;
/** Audit explorer entries per page. */
export const DISCOUNT_AUDIT_PER_PAGE = 50;
/**
 * The audit explorer counts matching entries up to this number and says "more than" beyond it:
 * an exact count over a million entries would cost more than the page itself.
 */
export const DISCOUNT_AUDIT_COUNT_LIMIT = 1_000;

export interface AdminDealerDto {
  id: string;
  /** Dealer name and city, e.g. 'Autohaus Nord GmbH, Hamburg'. */
  full_name: string;
  slug: string;
  city: string;
  brand_slugs: string[];
}

export interface UsersDealersResponse {
  dealers: AdminDealerDto[];
}

export interface DiscountOverviewRow {
  dealer_id: string;
  dealer_full_name: string;
  customer_group: CustomerGroup;
  bank_id: string;
  bank_name: string;
  manufacturer_id: string;
  manufacturer_name: string;
  car_series_id: string;
  car_series_name: string;
  car_model_id: string;
  car_model_name: string;
  vehicle_order_code: string;
  base_discount: number | null;
  discount_sum: number;
  state: DiscountRowState;
  confirmed: boolean;
  /** null for a car model without a row yet (shown as data_missing, as in the dealer's table). */
  updated_at: string | null;
}

export interface PagedResponse {
  total_count: number;
  page: number;
  per_page: number;
  page_count: number;
}

export interface DiscountOverviewResponse extends PagedResponse {
  discounts: DiscountOverviewRow[];
}

export interface ComparisonOption {
  id: string;
  name: string;
}

export interface ComparisonManufacturersAndBanksResponse {
  manufacturers: (ComparisonOption & { slug: string })[];
  banks: ComparisonOption[];
}

export interface ComparisonDealersResponse {
  dealers: AdminDealerDto[];
}

/** GET /api/v1/comparison/options/car_series?manufacturer_id= (spec 7.7: "car series by brand_id, path not shown"). */
export interface ComparisonCarSeriesResponse {
  car_series: ComparisonOption[];
}

/** GET /api/v1/comparison/options/car_models?manufacturer_id=&car_series_id= (the audit explorer's model filter). */
export interface ComparisonCarModelsResponse {
  car_models: ComparisonOption[];
}

export interface ComparisonCell {
  base_discount: number | null;
  discount_sum: number;
  state: DiscountRowState;
}

export interface ComparisonModelRow {
  car_model_id: string;
  car_model_name: string;
  car_series_name: string;
  vehicle_order_code: string;
  /** Per compared dealer id; null when that dealer has no row for the model. */
  discounts: Record<string, ComparisonCell | null>;
  /** Over the discount sums of the compared dealers whose row is available (orderable, complete). */
  min: number | null;
  max: number | null;
  median: number | null;
  /** The available row with the highest discount sum (ties: the dealer listed first). */
  best_dealer_id: string | null;
}

export interface DiscountComparisonResponse extends PagedResponse {
  dealers: AdminDealerDto[];
  models: ComparisonModelRow[];
}

export type DiscountAuditKind =
  | 'edit'
  | 'confirm'
  | 'update_all'
  | 'copy'
  | 'layout'
  | 'import'
  | 'restore'
  | 'campaign_scheduled'
  | 'campaign_started'
  | 'campaign_ended'
  | 'campaign_cancelled';

/** German name of a change kind: the admin audit, its CSV and the dealer table's cell history. */
export const DISCOUNT_AUDIT_KIND_LABELS: Readonly<Record<DiscountAuditKind, string>> = {
  edit: 'Bearbeitung',
  confirm: 'Bestätigung',
  // The dealer screen calls its bulk change 'Massenänderung' (progress bar, toasts): one word for it.
  update_all: 'Massenänderung',
  copy: 'Import',
  layout: 'Spalten',
  import: 'Dateiimport',
  restore: 'Wiederherstellung',
  campaign_scheduled: 'Kampagne geplant',
  campaign_started: 'Kampagne gestartet',
  campaign_ended: 'Kampagne beendet',
  campaign_cancelled: 'Kampagne storniert',
};

/** The audit explorer's filters, named alike on the screen and in the api (the time span is text on screen, a Date in the api). */
export interface DiscountAuditSelection {
  dealerId?: string;
  userId?: string;
  manufacturerId?: string;
  bankId?: string;
  customerGroup?: CustomerGroup;
  carModelId?: string;
  field?: string;
}

export interface DiscountAuditEntry {
  event_id: string;
  seq: number;
  kind: DiscountAuditKind;
  dealer_id: string;
  dealer_full_name: string | null;
  customer_group: CustomerGroup | null;
  bank_id: string | null;
  bank_name: string | null;
  manufacturer_id: string;
  manufacturer_name: string | null;
  car_model_id: string | null;
  car_model_name: string | null;
  field: string | null;
  field_label: string;
  old_value: DiscountCellValue;
  new_value: DiscountCellValue;
  /** Who wrote the event. */
  user_id: string;
  user_name: string | null;
  role: string;
  /** The dealer acted for (set on every table event; differs from the user when an Admin acted). */
  acting_for_dealer_id: string | null;
  operation_id: string | null;
  /** The uploaded file of an Excel/CSV import (kind 'import'). */
  file_name?: string | null;
  /** The moment a restore brought back (kind restore, ISO), else null. */
  restored_from: string | null;
  /** A scheduled campaign's validity (kind campaign_scheduled, ISO), else null. */
  valid_from: string | null;
  valid_until: string | null;
  occurred_at: string;
  /** The dealer screen's read-only view of that table at that moment (null for layout changes). */
  table_url: string | null;
}

export interface DiscountAuditResponse extends PagedResponse {
  entries: DiscountAuditEntry[];
  /** True when more entries match than were counted (DISCOUNT_AUDIT_COUNT_LIMIT). */
  total_is_lower_bound: boolean;
}

/** A user the audit explorer can filter by; `email` tells apart two users of the same name. */
export interface DiscountAuditUser extends ComparisonOption {
  role: string;
  email: string;
}

/** GET /api/v1/admin/discount_audit/users: who changed discounts (dealers and staff), for the explorer's user filter. */
export interface DiscountAuditUsersResponse {
  users: DiscountAuditUser[];
}

export const DISCOUNT_AUDIT_FILTER_KEYS = ['dealer_id', 'user_id', 'manufacturer_id', 'bank_id', 'customer_group', 'car_model_id', 'field', 'from', 'to'] as const;
export type DiscountAuditFilterKey = (typeof DISCOUNT_AUDIT_FILTER_KEYS)[number];
export type DiscountAuditQuery = Partial<Record<DiscountAuditFilterKey, string>> & { page?: number };

/** German label of a discount field (additional and brand-specific collected columns included). */
export function discountFieldLabel(field: string | null, manufacturerSlug = ''): string {
  if (field === null) return '';
  if (field === 'number_additional_discounts') return 'Anzahl Zusatznachlässe';
  const list = parseDiscountListField(field);
  if (list?.[0] === 'additional_discounts') return additionalDiscountLabel(list[1]);
  if (list?.[0] === 'collected_discounts') return collectedDiscountLabels(manufacturerSlug)[list[1]] ?? `Sammelnachlass ${list[1] + 1}`;
  return DISCOUNT_FIELD_LABELS[field as ScalarDiscountField] ?? field;
}

/** The dealer screen (/dealer/discount) as an Admin opens it for a dealer's table at a moment. */
export function dealerTableUrl(params: { dealerId: string; customerGroup: CustomerGroup; bankId: string; manufacturerId: string; asOf?: string }): string {
  const query = new URLSearchParams({ dealer_id: params.dealerId, customer_group: params.customerGroup, bank_id: params.bankId, manufacturer_id: params.manufacturerId });
  if (params.asOf) query.set('as_of', params.asOf);
  return `/dealer/discount?${query.toString()}`;
}

