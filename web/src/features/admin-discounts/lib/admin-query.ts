import { DISCOUNT_ROW_STATES, parseCustomerGroup, type CustomerGroup, type DiscountAuditSelection, type DiscountRowState } from '@autoleasing/contracts';
import { pageOf } from '../../../lib/url-page';

/**
 * The admin discounts screen's URL query: which part is shown (overview, comparison, audit) and
 * that part's filters and page. A filter change goes back to page 1; switching the part starts
 * from its defaults. Everything is in the URL, so a view can be linked and reloaded.
 */
export const VIEWS = ['overview', 'comparison', 'audit'] as const;
export type View = (typeof VIEWS)[number];

export const VIEW_LABELS: Record<View, string> = { overview: 'Übersicht', comparison: 'Vergleich', audit: 'Änderungsprotokoll' };

export interface OverviewParams {
  dealerId?: string;
  manufacturerId?: string;
  bankId?: string;
  customerGroup?: CustomerGroup;
  carSeriesId?: string;
  state?: DiscountRowState;
  page: number;
}

export interface ComparisonParams {
  brandId: string | null;
  bankId: string | null;
  customerGroup: CustomerGroup;
  carSeriesId?: string;
  dealerIds: string[];
  page: number;
}

export interface AuditParams extends DiscountAuditSelection {
  /** datetime-local values ('2026-11-21T14:03'), local time of the browser. */
  from?: string;
  to?: string;
  page: number;
}

const text = (search: URLSearchParams, key: string) => search.get(key)?.trim() || undefined;

export function viewOf(search: URLSearchParams): View {
  const view = search.get('view');
  return (VIEWS as readonly string[]).includes(view ?? '') ? (view as View) : 'overview';
}

export function parseOverview(search: URLSearchParams): OverviewParams {
  const state = text(search, 'state');
  return {
    dealerId: text(search, 'dealer_id'),
    manufacturerId: text(search, 'manufacturer_id'),
    bankId: text(search, 'bank_id'),
    customerGroup: parseCustomerGroup(search.get('customer_group')) ?? undefined,
    carSeriesId: text(search, 'car_series_id'),
    state: state && (DISCOUNT_ROW_STATES as readonly string[]).includes(state) ? (state as DiscountRowState) : undefined,
    page: pageOf(search),
  };
}

export function parseComparison(search: URLSearchParams): ComparisonParams {
  return {
    brandId: text(search, 'brand_id') ?? null,
    bankId: text(search, 'bank_id') ?? null,
    customerGroup: parseCustomerGroup(search.get('customer_group')) ?? 'b2b',
    carSeriesId: text(search, 'car_series_id'),
    dealerIds: (search.get('dealer_ids') ?? '').split(',').map((id) => id.trim()).filter(Boolean),
    page: pageOf(search),
  };
}

export function parseAudit(search: URLSearchParams): AuditParams {
  return {
    dealerId: text(search, 'dealer_id'),
    userId: text(search, 'user_id'),
    manufacturerId: text(search, 'manufacturer_id'),
    bankId: text(search, 'bank_id'),
    customerGroup: parseCustomerGroup(search.get('customer_group')) ?? undefined,
    carModelId: text(search, 'car_model_id'),
    field: text(search, 'field'),
    from: text(search, 'from'),
    to: text(search, 'to'),
    page: pageOf(search),
  };
}

/** A local datetime-local value as an ISO instant for the API ('' when it is not a time). */
export function localToIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** The audit filters as the API (and its CSV) takes them. */
export function auditRequestQuery(params: AuditParams): Record<string, string | undefined> {
  return {
    dealer_id: params.dealerId,
    user_id: params.userId,
    manufacturer_id: params.manufacturerId,
    bank_id: params.bankId,
    customer_group: params.customerGroup,
    car_model_id: params.carModelId,
    field: params.field,
    from: localToIso(params.from),
    to: localToIso(params.to),
  };
}

/** One filter changed: set (or removed when empty), page back to 1; `clears` drop dependent filters. */
export function withParam(search: URLSearchParams, key: string, value: string | null | undefined, clears: readonly string[] = []): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  for (const dependent of clears) next.delete(dependent);
  next.delete('page');
  return next;
}

export function withView(view: View): URLSearchParams {
  return new URLSearchParams(view === 'overview' ? {} : { view });
}

/** Only the view stays: 'Filter zurücksetzen'. */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  return withView(viewOf(search));
}
