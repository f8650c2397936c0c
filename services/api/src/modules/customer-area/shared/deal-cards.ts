import {
  CUSTOMER_STATE_GROUPS,
  CUSTOMER_STATE_LABELS,
  CUSTOMER_STATES,
  carPictureUrl,
  isCustomerShopAllowed,
  resumeTarget,
  type BodyType,
  type CustomerDealCardDto,
  type CustomerGroup,
  type CustomerStateGroup,
  type DealCustomerState,
  type DeliveryTimeBand,
  type FinanceOption,
  type FinanceSelection,
  type PaymentStatus,
} from '@autoleasing/contracts';
import { DEAL_TRANSITIONS, dealMonthlyRateCents } from '@autoleasing/domain';
import type { DealRow } from '../../checkout/shared/deal-read-model';

/** A deal card of the customer area: the customer_deal_cards row with its car (projections/src/customer-area), joined as DealRow joins it. */
export interface CardRow extends Pick<DealRow, 'manufacturer_name' | 'car_series_name' | 'car_model_name' | 'body_type' | 'color' | 'delivery_by_home_cents'> {
  deal_id: string;
  customer_id: string;
  customer_group: CustomerGroup;
  customer_state: DealCustomerState;
  state_group: CustomerStateGroup | null;
  months: number;
  km_per_year: number;
  finance_rate_cents: string;
  service_rate_cents: string;
  insurance_rate_cents: string;
  insurance_enabled: boolean;
  service_package_enabled: boolean;
  downpayment_cents: string;
  selected_extra: string | null;
  delivery_option: string;
  delivery_time: DeliveryTimeBand | null;
  finance_options: FinanceOption;
  finance_selection: FinanceSelection | null;
  payment_status: PaymentStatus | null;
  order_number: string | null;
  /** A Date from a row, a string from JSON. */
  updated_at: Date | string;
}

export const CARD_SELECT = `
  SELECT c.deal_id, c.customer_id, c.customer_group, c.customer_state, c.state_group, c.months, c.km_per_year,
         c.finance_rate_cents, c.service_rate_cents, c.insurance_rate_cents, c.insurance_enabled, c.service_package_enabled,
         c.downpayment_cents, c.selected_extra, c.delivery_option, c.delivery_time, c.finance_options, c.finance_selection,
         c.payment_status, c.order_number, c.updated_at,
         m.name AS manufacturer_name, cs.name AS car_series_name, cm.name AS car_model_name, cm.body_type, s.color, s.delivery_by_home_cents
    FROM customer_deal_cards c
    JOIN car_models cm ON cm.id = c.car_model_id
    JOIN car_series cs ON cs.id = cm.car_series_id
    JOIN manufacturers m ON m.id = cm.manufacturer_id
    JOIN car_specs s ON s.id = c.car_spec_id`;

const ARCHIVABLE_BY_CUSTOMER: ReadonlySet<DealCustomerState> = new Set(DEAL_TRANSITIONS.filter((t) => t.by === 'customer' && t.trigger === 'archive').map((t) => t.from));

/** Customer archiving per the deal decider's transition table. */
export const isArchivableByCustomer = (state: DealCustomerState): boolean => ARCHIVABLE_BY_CUSTOMER.has(state);

/** Picture URLs per body type and colour (a handful; a list of 50 cards asked for 50). */
const pictureUrls = new Map<string, string>();
function cardPictureUrl(bodyType: BodyType, color: string): string {
  const key = `${bodyType}|${color}`;
  let url = pictureUrls.get(key);
  if (url === undefined) {
    url = carPictureUrl(bodyType, color);
    if (pictureUrls.size < 10_000) pictureUrls.set(key, url);
  }
  return url;
}

/** The page of the customer area a deal card opens (spec 2.4, 4.2). */
export function dealPageHref(state: DealCustomerState, group: CustomerGroup, dealId: string): string {
  const id = encodeURIComponent(dealId);
  if ((CUSTOMER_STATE_GROUPS.contracts as readonly string[]).includes(state)) return `/customer/deals/${id}/contracts`;
  if ((CUSTOMER_STATE_GROUPS.waiting_for_delivery as readonly string[]).includes(state)) return `/customer/waiting-for-delivery/${id}`;
  if ((CUSTOMER_STATE_GROUPS.active_contract as readonly string[]).includes(state)) return `/customer/contracts/${id}`;
  return resumeTarget(state, group, dealId).href;
}

/**
 * The process steps a deal shows, from inquiry to pick-up: company details only for business
 * customers; of the two ways the signed contract comes back (upload or post) the one the deal
 * took, the upload while it took neither yet.
 */
export function processSteps(group: CustomerGroup, passed: ReadonlySet<DealCustomerState>): DealCustomerState[] {
  const byPost = passed.has('contract_sent_by_post') && !passed.has('contract_signed_uploaded');
  return CUSTOMER_STATES.filter((s) => {
    if (s === 'company_details_completed') return group === 'b2b';
    if (s === 'contract_sent_by_post') return byPost;
    if (s === 'contract_signed_uploaded') return !byPost;
    return true;
  });
}

export function toCard(row: CardRow): CustomerDealCardDto {
  const total = dealMonthlyRateCents(row);
  return {
    id: row.deal_id,
    customer_state: row.customer_state,
    state_label: CUSTOMER_STATE_LABELS[row.customer_state],
    state_group: row.state_group,
    customer_group: row.customer_group,
    manufacturer_name: row.manufacturer_name,
    car_series_name: row.car_series_name,
    car_model_name: row.car_model_name,
    image_public_url: cardPictureUrl(row.body_type, row.color),
    months: row.months,
    km_per_year: row.km_per_year,
    total_rate_cents: total,
    delivery_time: row.delivery_time,
    resume_href: dealPageHref(row.customer_state, row.customer_group, row.deal_id),
    archivable: isArchivableByCustomer(row.customer_state),
    shop_available: isCustomerShopAllowed(row.customer_state),
    order_number: row.order_number ?? null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
