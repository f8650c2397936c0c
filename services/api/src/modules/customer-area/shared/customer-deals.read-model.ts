import {
  CUSTOMER_STATE_GROUP_ORDER,
  CUSTOMER_STATE_LABELS,
  EXTRA_LABELS,
  EXTRA_NAMES,
  NEXT_STEP_TEXTS,
  TIMELINE_ACTOR_LABELS,
  customerStateRank,
  formatDateTime,
  isCheckoutOpen,
  type CustomerDashboardDto,
  type CustomerDealCardDto,
  type CustomerDealDetailDto,
  type CustomerDealMessageDto,
  type CustomerStateGroup,
  type DealCustomerState,
  type TimelineActor,
  type TimelineEntryDto,
} from '@autoleasing/contracts';
import { dealNotFound, extraPriceForGroup } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { dealMessageTextJoin } from '../../../common/deal-messages/deal-messages.repository';
import { PG_POOL } from '../../../core/tokens';
import { CustomerDocumentsReadModel } from './customer-documents.read-model';
import { NOTIFICATIONS_SQL, toNotification, UNSEEN_SQL, type NotificationRow } from './customer-notifications.repository';
import { CARD_SELECT, processSteps, toCard, type CardRow } from './deal-cards';

/** The texts of the projected messages, joined in the same query (common/deal-messages owns the SQL). */
const MESSAGE_TEXT = dealMessageTextJoin('m.message_id');

const DASHBOARD_SQL = `SELECT
  (SELECT row_to_json(d) FROM (SELECT ${CUSTOMER_STATE_GROUP_ORDER.join(', ')} FROM customer_dashboard WHERE customer_id = $1) d) AS counts,
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

/**
 * The customer's deals in the customer-area read models (projections/src/customer-area): the
 * dashboard, the card lists and one deal's page. Always scoped to the logged-in customer: another
 * customer's id, an unknown id and an archived deal all answer 404.
 */
@Injectable()
export class CustomerDealsReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly documents: CustomerDocumentsReadModel,
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
      counts: Object.fromEntries(CUSTOMER_STATE_GROUP_ORDER.map((g) => [g, row.counts ? Number(row.counts[g]) : 0])) as Record<CustomerStateGroup, number>,
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
      this.documents.documents(customerId, dealId, now),
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
      `SELECT m.message_id, ${MESSAGE_TEXT.text} AS message, m.category, m.source, m.author, m.posted_at
         FROM customer_deal_messages m ${MESSAGE_TEXT.join}
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
}
