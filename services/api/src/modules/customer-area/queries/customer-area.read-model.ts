import {
  ATTACHMENT_TYPE_LABELS,
  CUSTOMER_STATE_GROUPS,
  CUSTOMER_STATE_LABELS,
  CUSTOMER_STATES,
  EXTRA_LABELS,
  EXTRA_NAMES,
  NEXT_STEP_TEXTS,
  TIMELINE_ACTOR_LABELS,
  carPictureUrl,
  customerStateRank,
  formatDateTime,
  isCheckoutOpen,
  isCustomerShopAllowed,
  isPaymentDue,
  resumeTarget,
  type AttachmentType,
  type BodyType,
  type CustomerDashboardDto,
  type CustomerDealCardDto,
  type CustomerDealDetailDto,
  type CustomerDealMessageDto,
  type CustomerDocumentDto,
  type CustomerGroup,
  type CustomerNotificationDto,
  type CustomerPaymentDto,
  type CustomerProfileDto,
  type CustomerStateGroup,
  type DealCustomerState,
  type DeliveryTimeBand,
  type FinanceOption,
  type FinanceSelection,
  type PaymentStatus,
  type PaymentChargeStatus,
  PAYMENT_STATUS_LABELS,
  type TimelineActor,
  type TimelineEntryDto,
} from '@autoleasing/contracts';
import { DEAL_TRANSITIONS, dealNotFound, extraPriceForGroup, notFound } from '@autoleasing/domain';
import { CUSTOMER_DETAILS_SELECT, currentCustomerContact, type CustomerDetailsRow } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { DownloadLinkSigner } from '../documents/download-link-signer';

interface CardRow {
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
  manufacturer_name: string;
  car_series_name: string;
  car_model_name: string;
  body_type: BodyType;
  color: string;
  delivery_by_home_cents: string | null;
}

const CARD_SELECT = `
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


/** The customer's notifications of deals that are not archived, newest first ($1 = customer). */
const NOTIFICATIONS_SQL = `
  SELECT n.id, n.deal_id, n.title, n.body, n.created_at, (s.notification_id IS NOT NULL) AS seen, c.customer_state, c.customer_group
    FROM customer_notifications n
    JOIN customer_deal_cards c ON c.deal_id = n.deal_id AND c.customer_state <> 'customer_archived'
    LEFT JOIN customer_notification_seen s ON s.notification_id = n.id
   WHERE n.customer_id = $1 ORDER BY n.created_at DESC, n.id`;

const UNSEEN_SQL = `
  SELECT count(*)::int FROM customer_notifications n
    JOIN customer_deal_cards c ON c.deal_id = n.deal_id AND c.customer_state <> 'customer_archived'
   WHERE n.customer_id = $1 AND NOT EXISTS (SELECT 1 FROM customer_notification_seen s WHERE s.notification_id = n.id)`;

const DASHBOARD_SQL = `SELECT
  (SELECT row_to_json(d) FROM (SELECT checkout_in_progress, contracts, waiting_for_delivery, active_contract FROM customer_dashboard WHERE customer_id = $1) d) AS counts,
  (${UNSEEN_SQL}) AS unseen,
  (SELECT COALESCE(json_agg(r), '[]') FROM (${CARD_SELECT} WHERE c.customer_id = $1 AND c.customer_state <> 'customer_archived' ORDER BY c.updated_at DESC LIMIT 6) r) AS recent,
  (SELECT COALESCE(json_agg(r), '[]') FROM (${NOTIFICATIONS_SQL} LIMIT 5) r) AS notes`;

/** A page of cards with the group's total on every row (count(*) OVER (): one round trip); deal_id breaks ties so pages never overlap. */
const pageOf = (where: string) =>
  `SELECT page.*, count(*) OVER () AS total FROM (${CARD_SELECT} WHERE ${where}) page ORDER BY page.updated_at DESC, page.deal_id LIMIT $2 OFFSET $3`;
const ALL_DEALS = "c.customer_id = $1 AND c.customer_state <> 'customer_archived'";
const GROUP_DEALS = 'c.customer_id = $1 AND c.state_group = $2';
const DEALS_ALL_SQL = pageOf(ALL_DEALS);
const DEALS_GROUP_SQL = pageOf(GROUP_DEALS.replace('$2', '$4'));
/** Past the last page there are no rows to carry the total: the same cards, counted. */
const countOf = (where: string) => `SELECT count(*)::int AS total FROM (${CARD_SELECT} WHERE ${where}) cards`;

interface NotificationRow {
  id: string;
  deal_id: string;
  title: string;
  body: string | null;
  /** A Date from a row, a string from JSON. */
  created_at: Date | string;
  seen: boolean;
  customer_state: DealCustomerState;
  customer_group: CustomerGroup;
}

function toNotification(r: NotificationRow): CustomerNotificationDto {
  const created = new Date(r.created_at);
  return {
    id: r.id,
    deal_id: r.deal_id,
    deal_href: dealPageHref(r.customer_state, r.customer_group, r.deal_id),
    title: r.title,
    body: r.body,
    created_at: created.toISOString(),
    created_at_text: formatDateTime(created),
    seen: r.seen,
  };
}
const GROUPS = Object.keys(CUSTOMER_STATE_GROUPS) as CustomerStateGroup[];

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

function toCard(row: CardRow): CustomerDealCardDto {
  const total =
    Number(row.finance_rate_cents) + (row.insurance_enabled ? Number(row.insurance_rate_cents) : 0) + (row.service_package_enabled ? Number(row.service_rate_cents) : 0);
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

/**
 * Queries of the customer-area read models (projections/src/customer-area), always scoped to the
 * logged-in customer: another customer's id, an unknown id and an archived deal all answer 404.
 */
@Injectable()
export class CustomerAreaReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly links: DownloadLinkSigner,
  ) {}

  /**
   * One round trip: counts, unseen notifications, the newest cards and notifications as JSON. A
   * named statement: each pooled connection parses and plans it once, not on every request.
   */
  async dashboard(customerId: string): Promise<CustomerDashboardDto> {
    const { rows } = await this.pool.query<{ counts: Record<CustomerStateGroup, number> | null; unseen: number; recent: CardRow[]; notes: NotificationRow[] }>({
      name: 'customer_area_dashboard',
      text: DASHBOARD_SQL,
      values: [customerId],
    });
    const row = rows[0];
    return {
      counts: Object.fromEntries(GROUPS.map((g) => [g, row.counts ? Number(row.counts[g]) : 0])) as Record<CustomerStateGroup, number>,
      unseen_notifications: row.unseen,
      recent_deals: row.recent.map(toCard),
      latest_notifications: row.notes.map(toNotification),
    };
  }

  /** One page of the customer's deals, newest change first, with how many there are in all. */
  async deals(customerId: string, group: CustomerStateGroup | 'all', page: number, perPage: number): Promise<{ deals: CustomerDealCardDto[]; total: number }> {
    const paging = [perPage, (page - 1) * perPage];
    const { rows } =
      group === 'all'
        ? await this.pool.query<CardRow & { total: string }>({ name: 'customer_area_deals_all', text: DEALS_ALL_SQL, values: [customerId, ...paging] })
        : await this.pool.query<CardRow & { total: string }>({ name: 'customer_area_deals_group', text: DEALS_GROUP_SQL, values: [customerId, ...paging, group] });
    if (rows.length > 0) return { deals: rows.map(toCard), total: Number(rows[0].total) };
    const count =
      group === 'all'
        ? await this.pool.query<{ total: number }>(countOf(ALL_DEALS), [customerId])
        : await this.pool.query<{ total: number }>(countOf(GROUP_DEALS), [customerId, group]);
    return { deals: [], total: count.rows[0].total };
  }

  /** The ownership check alone (deal not archived). */
  async assertOwnDeal(dealId: string, customerId: string): Promise<{ customer_state: DealCustomerState }> {
    const { rows } = await this.pool.query<{ customer_state: DealCustomerState }>(
      "SELECT customer_state FROM customer_deal_cards WHERE deal_id = $1 AND customer_id = $2 AND customer_state <> 'customer_archived'",
      [dealId, customerId],
    );
    if (!rows[0]) throw dealNotFound();
    return rows[0];
  }

  async deal(dealId: string, customerId: string, now = new Date()): Promise<CustomerDealDetailDto> {
    const { rows } = await this.pool.query<CardRow>(`${CARD_SELECT} WHERE c.deal_id = $1 AND c.customer_id = $2 AND c.customer_state <> 'customer_archived'`, [
      dealId,
      customerId,
    ]);
    const row = rows[0];
    if (!row) throw dealNotFound();
    const [timeline, messages, documents, reached] = await Promise.all([
      this.timeline(dealId),
      this.messages(dealId),
      this.documents(customerId, dealId, now),
      this.pool.query<{ to_state: DealCustomerState }>('SELECT DISTINCT to_state FROM deal_state_changes WHERE deal_id = $1', [dealId]),
    ]);
    const rank = customerStateRank(row.customer_state);
    const passed = new Set(reached.rows.map((r) => r.to_state));
    return {
      deal: toCard(row),
      steps: processSteps(row.customer_group, passed).map((state) => ({
        state,
        label: CUSTOMER_STATE_LABELS[state],
        status: customerStateRank(state) < rank ? 'done' : state === row.customer_state ? 'current' : 'upcoming',
      })),
      current_step: { state: row.customer_state, label: CUSTOMER_STATE_LABELS[row.customer_state] },
      next_step: NEXT_STEP_TEXTS[row.customer_state] ?? null,
      timeline,
      messages,
      documents,
      extras: EXTRA_NAMES.map((name) => ({
        extra_id: name,
        label: EXTRA_LABELS[name],
        selected: row.selected_extra === name,
        price_cents: extraPriceForGroup(name, row.delivery_by_home_cents, row.customer_group),
      })),
      extras_editable: isCheckoutOpen(row.customer_state) && row.delivery_option !== 'by_factory',
      finance_options: row.finance_options,
      finance_selection: row.finance_selection,
      payment_status: row.payment_status,
    };
  }

  private async timeline(dealId: string): Promise<TimelineEntryDto[]> {
    const { rows } = await this.pool.query<{
      event_id: string;
      revision: string;
      type: string;
      occurred_at: Date;
      actor: TimelineActor;
      title: string;
      detail: string | null;
      fold_count: number;
      last_occurred_at: Date;
    }>(
      `SELECT event_id, revision, type, occurred_at, actor, title, detail, fold_count, COALESCE(last_occurred_at, occurred_at) AS last_occurred_at
         FROM customer_deal_timeline WHERE deal_id = $1 ORDER BY revision`,
      [dealId],
    );
    return rows.map((r) => ({
      id: r.event_id,
      revision: Number(r.revision),
      type: r.type,
      occurred_at: r.occurred_at.toISOString(),
      occurred_at_text: formatDateTime(r.occurred_at),
      actor: r.actor,
      actor_label: TIMELINE_ACTOR_LABELS[r.actor],
      title: r.title,
      detail: r.detail,
      count: r.fold_count,
      last_occurred_at: r.last_occurred_at.toISOString(),
      last_occurred_at_text: formatDateTime(r.last_occurred_at),
    }));
  }

  private async messages(dealId: string): Promise<CustomerDealMessageDto[]> {
    const { rows } = await this.pool.query<{ message_id: string; message: string; category: string; source: string; author: TimelineActor; posted_at: Date }>(
      `SELECT m.message_id, dm.message, m.category, m.source, m.author, m.posted_at
         FROM customer_deal_messages m JOIN deal_messages dm ON dm.id = m.message_id
        WHERE m.deal_id = $1 ORDER BY m.posted_at`,
      [dealId],
    );
    return rows.map((r) => ({
      id: r.message_id,
      message: r.message,
      category: r.category,
      source: r.source,
      author: r.author,
      author_label: TIMELINE_ACTOR_LABELS[r.author],
      created_at: r.posted_at.toISOString(),
      created_at_text: formatDateTime(r.posted_at),
    }));
  }

  async notifications(customerId: string, limit = 100): Promise<{ notifications: CustomerNotificationDto[]; unseen: number }> {
    const [list, unseen] = await Promise.all([
      this.pool.query<NotificationRow>(`${NOTIFICATIONS_SQL} LIMIT $2`, [customerId, limit]),
      this.pool.query<{ unseen: number }>(`SELECT (${UNSEEN_SQL}) AS unseen`, [customerId]),
    ]);
    return { notifications: list.rows.map(toNotification), unseen: unseen.rows[0]?.unseen ?? 0 };
  }

  /** Marks the customer's own notification as seen (idempotent); another's answers 404. */
  async markNotificationSeen(notificationId: string, customerId: string): Promise<CustomerNotificationDto> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM customer_notifications WHERE id = $1 AND customer_id = $2', [notificationId, customerId]);
    if (!rowCount) throw notFound('notification_not_found', 'Die Benachrichtigung wurde nicht gefunden.');
    await this.pool.query(
      'INSERT INTO customer_notification_seen (notification_id, customer_id) VALUES ($1, $2) ON CONFLICT (notification_id) DO NOTHING',
      [notificationId, customerId],
    );
    const { notifications } = await this.notifications(customerId, 1000);
    const found = notifications.find((n) => n.id === notificationId);
    if (!found) throw notFound('notification_not_found', 'Die Benachrichtigung wurde nicht gefunden.');
    return found;
  }

  /** Documents of the customer's deals (not archived, not removed), with short-lived signed links. */
  async documents(customerId: string, dealId: string | null = null, now = new Date()): Promise<CustomerDocumentDto[]> {
    const { rows } = await this.pool.query<{ document_id: string; deal_id: string | null; attachment_type: AttachmentType; original_filename: string; content_type: string; attached_at: Date }>(
      `SELECT * FROM (
         SELECT d.document_id, d.deal_id, d.attachment_type, doc.original_filename, doc.content_type, d.attached_at
           FROM customer_documents d
           JOIN documents doc ON doc.id = d.document_id AND doc.deleted_at IS NULL AND doc.owner_customer_id = d.customer_id
           JOIN customer_deal_cards c ON c.deal_id = d.deal_id AND c.customer_state <> 'customer_archived'
          WHERE d.customer_id = $1 AND d.removed_at IS NULL AND ($2::uuid IS NULL OR d.deal_id = $2)
         UNION ALL
         -- The customer's own documents (attached to the customer, not a deal: no deal event) in the overall list.
         SELECT doc.id, NULL, doc.attachment_type, doc.original_filename, doc.content_type, COALESCE(doc.attached_at, doc.created_at)
           FROM documents doc
          WHERE $2::uuid IS NULL AND doc.owner_customer_id = $1 AND doc.attached_to = 'customer' AND doc.deleted_at IS NULL
       ) all_documents
       ORDER BY attached_at DESC`,
      [customerId, dealId],
    );
    return rows.map((r) => ({
      id: r.document_id,
      deal_id: r.deal_id,
      attachment_type: r.attachment_type,
      label: ATTACHMENT_TYPE_LABELS[r.attachment_type] ?? r.attachment_type,
      file_name: r.original_filename,
      content_type: r.content_type,
      created_at: r.attached_at.toISOString(),
      created_at_text: formatDateTime(r.attached_at),
      download_url: this.links.link(r.document_id, customerId, now),
    }));
  }

  async profile(customerId: string): Promise<CustomerProfileDto> {
    const { rows } = await this.pool.query<CustomerDetailsRow>(`${CUSTOMER_DETAILS_SELECT} WHERE u.id = $1 AND u.role = 'Customer'`, [customerId]);
    const row = rows[0];
    if (!row) throw notFound('customer_not_found', 'Das Kundenkonto wurde nicht gefunden.');
    const contact = currentCustomerContact(row);
    return {
      user_id: row.id,
      email: row.email,
      customer_group: row.customer_group,
      first_name: contact.firstName,
      last_name: contact.lastName,
      company_name: contact.companyName,
      phone: contact.phone,
      street: contact.street,
      postal_code: contact.postalCode,
      city: contact.city,
    };
  }

  /** The payment of one of the customer's deals (spec 4.3) with its card charges. */
  async payment(dealId: string, customerId: string): Promise<CustomerPaymentDto> {
    const { rows } = await this.pool.query<{ deal_id: string; finance_options: FinanceOption; finance_selection: FinanceSelection | null; payment_status: PaymentStatus | null; downpayment_cents: string }>(
      `SELECT deal_id, finance_options, finance_selection, payment_status, downpayment_cents FROM customer_deal_cards
        WHERE deal_id = $1 AND customer_id = $2 AND customer_state <> 'customer_archived'`,
      [dealId, customerId],
    );
    const row = rows[0];
    if (!row) throw dealNotFound();
    const [charges, events] = await Promise.all([
      this.pool.query<{ id: string; amount_cents: string; status: PaymentChargeStatus; card_brand: string; card_last4: string; created_at: Date }>(
        'SELECT id, amount_cents, status, card_brand, card_last4, created_at FROM payment_charges WHERE deal_id = $1 AND customer_id = $2 ORDER BY created_at',
        [dealId, customerId],
      ),
      // The payment's steps from the deal's events (customer-area projection), oldest first.
      this.pool.query<{ event_id: string; payment_status: PaymentStatus; amount_cents: string | null; changed_at: Date }>(
        'SELECT event_id, payment_status, amount_cents, changed_at FROM customer_payment_events WHERE deal_id = $1 AND customer_id = $2 ORDER BY changed_at, event_id',
        [dealId, customerId],
      ),
    ]);
    return {
      deal_id: row.deal_id,
      finance_options: row.finance_options,
      finance_selection: row.finance_selection,
      payment_status: row.payment_status,
      payment_due: isPaymentDue({ finance_options: row.finance_options, finance_selection: row.finance_selection, selected: row.finance_selection !== null, payment_status: row.payment_status }),
      downpayment_cents: Number(row.downpayment_cents),
      charges: charges.rows.map((c) => ({
        id: c.id,
        amount_cents: Number(c.amount_cents),
        status: c.status,
        card_brand: c.card_brand,
        card_last4: c.card_last4,
        created_at: c.created_at.toISOString(),
        created_at_text: formatDateTime(c.created_at),
      })),
      events: events.rows.map((e) => ({
        event_id: e.event_id,
        status: e.payment_status,
        status_label: PAYMENT_STATUS_LABELS[e.payment_status],
        amount_cents: e.amount_cents === null ? null : Number(e.amount_cents),
        at: e.changed_at.toISOString(),
        at_text: formatDateTime(e.changed_at),
      })),
    };
  }
}
