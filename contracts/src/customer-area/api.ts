import type { DeliveryTimeBand } from '../catalogue/delivery';
import type { CustomerGroup } from '../catalogue/customer-group';
import type { DealCustomerState, CustomerStateGroup } from '../checkout/customer-states';
import type { FinanceOption, FinanceSelection, PaymentStatus } from '../checkout/payment-due';
import type { AttachmentType } from '../documents/documents-api';
import type { TimelineActor } from './timeline-texts';

/** Customer area (spec 2.4, 4.7, 7.6). Every id of another customer answers 404. */

/** One deal card of the dashboard and the lists. */
export interface CustomerDealCardDto {
  id: string;
  customer_state: DealCustomerState;
  state_label: string;
  state_group: CustomerStateGroup | null;
  customer_group: CustomerGroup;
  manufacturer_name: string;
  car_series_name: string;
  car_model_name: string;
  image_public_url: string;
  months: number;
  km_per_year: number;
  total_rate_cents: number;
  delivery_time: DeliveryTimeBand | null;
  /** Spec 4.2: where the deal resumes (checkout step, contracts, waiting-for-delivery, contract page). */
  resume_href: string;
  /** May the customer archive it now (the deal decider's transition table)? */
  archivable: boolean;
  /** The shop pages are open (customer_confirmed, delivery_time_updated). */
  shop_available: boolean;
  /** `AL-<year>-<6 digits>` once the order is placed (issue 17). */
  order_number: string | null;
  updated_at: string;
}

export interface CustomerDashboardDto {
  counts: Record<CustomerStateGroup, number>;
  unseen_notifications: number;
  /** The newest deals of every group (at most 6). */
  recent_deals: CustomerDealCardDto[];
  latest_notifications: CustomerNotificationDto[];
}

/** Deals per page of GET /api/v1/customer_area/deals (per_page may ask for up to CUSTOMER_DEALS_MAX_PER_PAGE). */
export const CUSTOMER_DEALS_PER_PAGE = 20;
export const CUSTOMER_DEALS_MAX_PER_PAGE = 100;

/** GET /api/v1/customer_area/deals?group=&page=&per_page= — newest change first; `total` counts every deal of the group. */
export interface CustomerDealListDto {
  group: CustomerStateGroup | 'all';
  deals: CustomerDealCardDto[];
  total: number;
  page: number;
  per_page: number;
}

export interface TimelineEntryDto {
  id: string;
  revision: number;
  type: string;
  occurred_at: string;
  /** 'DD MMM YYYY, HH:mm' in Europe/Berlin (spec 9). */
  occurred_at_text: string;
  actor: TimelineActor;
  actor_label: string;
  title: string;
  detail: string | null;
  /** How many events this entry stands for (issue 17: repeated changes of one kind fold into one entry). */
  count: number;
  /** The latest folded event's time (equals occurred_at for a single event). */
  last_occurred_at: string;
  last_occurred_at_text: string;
}

export interface CustomerDealMessageDto {
  id: string;
  message: string;
  category: string;
  source: string;
  author: TimelineActor;
  author_label: string;
  created_at: string;
  created_at_text: string;
}

export interface CustomerDealDetailDto {
  deal: CustomerDealCardDto;
  /** Process steps with the current one marked, from inquiry to pick-up. */
  steps: { state: DealCustomerState; label: string; status: 'done' | 'current' | 'upcoming' }[];
  current_step: { state: DealCustomerState; label: string };
  next_step: string | null;
  timeline: TimelineEntryDto[];
  messages: CustomerDealMessageDto[];
  documents: CustomerDocumentDto[];
  extras: { extra_id: string; label: string; selected: boolean; price_cents: number }[];
  extras_editable: boolean;
  finance_options: FinanceOption;
  finance_selection: FinanceSelection | null;
  payment_status: PaymentStatus | null;
}

export interface CustomerNotificationDto {
  id: string;
  deal_id: string;
  /** Where the deal goes on now (as a card's resume_href): the notification links there. */
  deal_href: string;
  title: string;
  body: string | null;
  created_at: string;
  created_at_text: string;
  seen: boolean;
}

export interface CustomerNotificationListDto {
  notifications: CustomerNotificationDto[];
  unseen: number;
}

/** POST /api/v1/customer_area/deals/{id}/archive */
export interface ArchivedDealDto {
  id: string;
  customer_state: 'customer_archived';
}

export interface CustomerDocumentDto {
  id: string;
  deal_id: string | null;
  attachment_type: AttachmentType;
  label: string;
  file_name: string;
  content_type: string;
  created_at: string;
  created_at_text: string;
  /** A short-lived signed link (HMAC, expires after a few minutes). */
  download_url: string;
}

export interface CustomerProfileDto {
  user_id: string;
  email: string;
  customer_group: CustomerGroup;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  phone: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
}

export interface CustomerPaymentDto {
  deal_id: string;
  finance_options: FinanceOption;
  finance_selection: FinanceSelection | null;
  payment_status: PaymentStatus | null;
  payment_due: boolean;
  downpayment_cents: number;
  charges: { id: string; amount_cents: number; status: PaymentChargeStatus; card_brand: string; card_last4: string; created_at: string; created_at_text: string }[];
  /** Every step of the payment as the deal's events tell it (reserved, taken, released, paid back, declined), oldest first. */
  events: { event_id: string; status: PaymentStatus; status_label: string; amount_cents: number | null; at: string; at_text: string }[];
}

/** A card attempt's row: 'paid' for immediate charges from before reservations. */
export type PaymentChargeStatus = 'paid' | 'failed' | 'authorised' | 'captured' | 'voided' | 'refunded';

/** German labels of the payment statuses (payments panel, ops screen). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus | PaymentChargeStatus, string>> = {
  pending: 'in Bearbeitung',
  failed: 'abgelehnt',
  authorised: 'reserviert',
  paid: 'eingezogen',
  captured: 'eingezogen',
  voided: 'Reservierung aufgehoben',
  refunded: 'erstattet',
};

/** POST /api/v1/customer_area/messages */
export interface CustomerMessageRequest {
  deal_id: string;
  message: string;
  category: string;
  source: string;
}

/** German texts of a customer's deal message: the messages panel checks them, the api refuses with the same words. */
export const CUSTOMER_MESSAGE_MESSAGES = {
  /** An empty message (the api's message detail). */
  messageRequired: 'Bitte geben Sie eine Nachricht ein.',
} as const;

/** PATCH /api/v1/customer_area/deals/{id}/extras: the same rules as the checkout (spec 4.5). */
export interface CustomerExtrasRequest {
  extra_id: string;
}

/** Server-sent event of GET /api/v1/customer_area/events: one of the customer's deals changed. */
export interface CustomerAreaChangeEvent {
  deal_id: string;
}

export const CUSTOMER_AREA_MESSAGE_CATEGORIES = ['question', 'delivery', 'contract', 'documents', 'shop_order'] as const;
export type CustomerAreaMessageCategory = (typeof CUSTOMER_AREA_MESSAGE_CATEGORIES)[number];
export const CUSTOMER_AREA_MESSAGE_CATEGORY_LABELS: Readonly<Record<CustomerAreaMessageCategory, string>> = {
  question: 'Allgemeine Frage',
  delivery: 'Lieferung und Übergabe',
  contract: 'Vertrag',
  documents: 'Dokumente',
  shop_order: 'Zusatzleistung (Shop)',
};

/**
 * Every category a deal message can carry: the customer's topics, a callback wish from the
 * checkout and the ops team's reply. Enumerated because DealMessagePosted records it in the
 * immutable event log, where client free text (possibly personal data) must never land.
 */
export const DEAL_MESSAGE_CATEGORIES = [...CUSTOMER_AREA_MESSAGE_CATEGORIES, 'callback', 'reply'] as const;
export type DealMessageCategory = (typeof DEAL_MESSAGE_CATEGORIES)[number];
/** Where a deal message was written; enumerated for the same reason as the category. */
export const DEAL_MESSAGE_SOURCES = ['checkout', 'customer_area', 'customer_shop', 'ops'] as const;
export type DealMessageSource = (typeof DEAL_MESSAGE_SOURCES)[number];

export const DEAL_MESSAGE_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  ...CUSTOMER_AREA_MESSAGE_CATEGORY_LABELS,
  callback: 'Rückruf',
  reply: 'Antwort unseres Teams',
};
