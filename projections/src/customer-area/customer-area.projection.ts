import {
  CUSTOMER_STATE_GROUP_ORDER,
  customerStateGroup,
  describeDealEvent,
  foldedTimelineText,
  foldsIntoTimelineEntry,
  financeOptionsFor,
  notificationFor,
  timelineActorOf,
  type CustomerStateGroup,
  type DealCustomerState,
  type TimelineActor,
} from '@autoleasing/contracts';
import type { DealEvent } from '@autoleasing/domain';
import { DEAL_EVENT_TYPES } from '@autoleasing/domain';
import { namedStatement, type RecordedEvent } from '@autoleasing/infra';
import { readsOf } from '../runtime/checkpoint-store';
import type { BatchStatement, Projection, ProjectionTx } from '../runtime/projection';
import { offerRateColumns } from '../shared/offer-rate-columns';
import { CUSTOMER_AREA_TABLES, createCustomerAreaTables } from './customer-area.tables';

export const CUSTOMER_AREA_PROJECTION = 'customer-area';
/** LISTEN channel: after commit, one notification per changed deal ({"customer_id","deal_id"}). */
export const CUSTOMER_AREA_CHANNEL = 'customer_area_changed';

type Recorded = RecordedEvent & DealEvent;

function stateColumns(state: DealCustomerState): Record<string, unknown> {
  return { customer_state: state, state_group: customerStateGroup(state) ?? null };
}

/** The payment status each reservation event leaves (as the deal decider's evolve). */
const PAYMENT_EVENT_STATUS = {
  DealPaymentAuthorised: 'authorised',
  DealPaymentCaptured: 'paid',
  DealPaymentVoided: 'voided',
  DealPaymentRefunded: 'refunded',
} as const;

/** What an event changes on the card. */
function cardChanges(event: Recorded): Record<string, unknown> {
  switch (event.type) {
    case 'DealCustomerStateChanged':
      return stateColumns(event.data.to);
    case 'DealConfiguratorRestarted':
      return stateColumns('inquired');
    case 'DealArchived':
      return stateColumns('customer_archived');
    case 'DealFinalOfferChanged':
      return { ...offerRateColumns(event.data.offer) };
    case 'DealRatesRecalculated':
      return {
        finance_rate_cents: event.data.rates.financeRateCents,
        service_rate_cents: event.data.rates.serviceRateCents,
        insurance_rate_cents: event.data.rates.insuranceRateCents,
      };
    case 'DealDownpaymentChanged':
      return { downpayment_cents: event.data.downpaymentCents, finance_options: financeOptionsFor(event.data.downpaymentCents) };
    case 'DealExtrasChanged':
      return { selected_extra: event.data.selectedExtra };
    case 'DealDeliveryOptionChanged':
      return { delivery_option: event.data.deliveryOption };
    case 'DealFinanceSelectionChanged':
      return { finance_selection: event.data.financeSelection };
    case 'DealPaymentStatusChanged':
      return { payment_status: event.data.paymentStatus };
    case 'DealDeliveryTimeUpdated':
      return { delivery_time: event.data.deliveryTime };
    case 'DealOrderPlaced':
      return { order_number: event.data.orderNumber };
    case 'DealPaymentAuthorised':
    case 'DealPaymentCaptured':
    case 'DealPaymentVoided':
    case 'DealPaymentRefunded':
      return { payment_status: PAYMENT_EVENT_STATUS[event.type] };
    default:
      return {};
  }
}

/** customer_dashboard's count columns: one per state group. */
const GROUP_COLUMNS = CUSTOMER_STATE_GROUP_ORDER;

/** A timeline row as stored; a folded row stands for fold_count events from event_id to last_event_id. */
interface TimelineRow {
  event_id: string;
  deal_id: string;
  customer_id: string;
  revision: string;
  type: string;
  occurred_at: string;
  actor: TimelineActor;
  title: string;
  detail: string | null;
  fold_count: number;
  last_event_id: string;
  last_revision: string;
  last_occurred_at: string;
}

/**
 * What a batch does to one document row, its events folded in order: `row` when one of them
 * attaches it (inserted, or on conflict given its type and removed_at), else only `removedAt`
 * (an update of a row attached before the batch). As the events one by one would: an attach
 * clears removed_at and keeps an existing row's attached_at; a removal sets removed_at.
 */
interface DocumentChange {
  row?: { document_id: string; deal_id: string; customer_id: string; attachment_type: string; attached_at: string; removed_at: string | null };
  removedAt?: string;
}

function attachDocument(batch: Batch, row: Required<DocumentChange>['row']): void {
  const change = batch.documents.get(row.document_id);
  if (change?.row) Object.assign(change.row, { attachment_type: row.attachment_type, removed_at: null });
  else batch.documents.set(row.document_id, { row });
}

function removeDocument(batch: Batch, documentId: string, at: string): void {
  const change = batch.documents.get(documentId);
  if (change?.row) change.row.removed_at = at;
  else batch.documents.set(documentId, { removedAt: at });
}

/** A card row as stored (every column: the batch writes whole rows back). */
type CardRow = Record<string, unknown> & { deal_id: string; customer_id: string; state_group: CustomerStateGroup | null; revision: string };

/**
 * One batch's work, gathered in memory and written with a handful of statements: the batch's
 * cards are read once, each event changes its card in memory, and cards, timeline,
 * notifications, messages and payments go back as one statement each (json_populate_recordset),
 * the dashboard as one upsert per customer. So ingesting many events costs few round trips.
 */
class Batch {
  readonly cards = new Map<string, CardRow>();
  readonly dirty = new Set<string>();
  readonly dashboard = new Map<string, Record<CustomerStateGroup, number>>();
  /** Timeline rows to write, by event_id: a row folded into twice in one batch is written once. */
  readonly timeline = new Map<string, TimelineRow>();
  /** Each deal's latest timeline row (loaded with the cards, then as the batch goes on): what the next event may fold into. */
  readonly lastEntry = new Map<string, TimelineRow>();
  readonly notifications: Record<string, unknown>[] = [];
  readonly messages: Record<string, unknown>[] = [];
  readonly payments: Record<string, unknown>[] = [];
  /** Each document's end state after the batch (attach, remove, attach again fold into one write). */
  readonly documents = new Map<string, DocumentChange>();
  readonly changed = new Map<string, string>();

  moveGroup(customerId: string, from: CustomerStateGroup | null, to: CustomerStateGroup | null): void {
    if (from === to) return;
    let delta = this.dashboard.get(customerId);
    if (!delta) this.dashboard.set(customerId, (delta = { checkout_in_progress: 0, contracts: 0, waiting_for_delivery: 0, active_contract: 0 }));
    if (from && GROUP_COLUMNS.includes(from)) delta[from] -= 1;
    if (to && GROUP_COLUMNS.includes(to)) delta[to] += 1;
  }
}

/**
 * The event's timeline line: folded into the deal's last line when it continues that line's run
 * (same kind and actor, within the window, by the events' own times; rule in contracts), else a
 * line of its own. Events the customer need not see leave the timeline (and its runs) alone.
 */
function addToTimeline(event: Recorded, batch: Batch, customerId: string, actor: TimelineActor): void {
  const dealId = event.data.dealId;
  const at = event.metadata.occurredAt;
  const text = describeDealEvent(event.type, event.data as unknown as Record<string, unknown>);
  if (!text) return;
  const last = batch.lastEntry.get(dealId);
  if (last && foldsIntoTimelineEntry({ type: last.type, actor: last.actor, occurredAt: last.occurred_at }, { type: event.type, actor, occurredAt: at })) {
    last.fold_count += 1;
    Object.assign(last, foldedTimelineText(event.type, last.fold_count, text), { last_event_id: event.id, last_revision: String(event.revision), last_occurred_at: at });
    batch.timeline.set(last.event_id, last);
    return;
  }
  const row: TimelineRow = {
    event_id: event.id,
    deal_id: dealId,
    customer_id: customerId,
    revision: String(event.revision),
    type: event.type,
    occurred_at: at,
    actor,
    title: text.title,
    detail: text.detail,
    fold_count: 1,
    last_event_id: event.id,
    last_revision: String(event.revision),
    last_occurred_at: at,
  };
  batch.timeline.set(row.event_id, row);
  batch.lastEntry.set(dealId, row);
}

/** Applies one event to the batch; answers the customer whose deal changed (undefined when the deal is unknown). */
function applyOne(event: Recorded, batch: Batch): string | undefined {
  const dealId = event.data.dealId;
  const at = event.metadata.occurredAt;
  const actor = timelineActorOf(event.metadata.actor?.role);
  let card = batch.cards.get(dealId);
  // Whether this event is new to the read model (a replay of applied events must not fold them again).
  let fresh = false;
  if (event.type === 'DealCreated') {
    const d = event.data;
    if (!card) {
      fresh = true;
      card = {
        deal_id: dealId,
        customer_id: d.customerId,
        customer_group: d.customerGroup,
        customer_state: 'inquired',
        state_group: null,
        car_spec_id: d.carSpecId,
        car_model_id: d.carModelId,
        ...offerRateColumns(d.offer),
        selected_extra: null,
        delivery_time: d.deliveryTime,
        finance_options: d.financeOptions,
        finance_selection: null,
        payment_status: null,
        revision: String(event.revision),
        created_at: d.createdAt,
        updated_at: at,
      } as CardRow;
      batch.cards.set(dealId, card);
      batch.dirty.add(dealId);
    }
  } else {
    if (!card) return undefined;
    if (BigInt(card.revision) < event.revision) {
      fresh = true;
      const changes = cardChanges(event);
      if ('state_group' in changes) batch.moveGroup(card.customer_id, card.state_group, changes.state_group as CustomerStateGroup | null);
      Object.assign(card, changes, { revision: String(event.revision), updated_at: at });
      batch.dirty.add(dealId);
    }
  }
  const customerId = card.customer_id;

  const data = event.data as unknown as Record<string, unknown>;
  if (fresh) addToTimeline(event, batch, customerId, actor);
  const notification = notificationFor(event.type, data, actor);
  if (notification) {
    batch.notifications.push({ id: event.id, customer_id: customerId, deal_id: dealId, title: notification.title, body: notification.detail, created_at: at });
  }
  switch (event.type) {
    case 'DealMessagePosted':
      batch.messages.push({
        message_id: event.data.messageId,
        deal_id: dealId,
        customer_id: customerId,
        category: event.data.category,
        source: event.data.source,
        author: timelineActorOf(event.data.actor.role),
        posted_at: event.data.postedAt,
      });
      break;
    case 'DealDocumentAttached':
    case 'DealSelfAssessmentFormGenerated': {
      const type = event.type === 'DealDocumentAttached' ? event.data.attachmentType : 'self_assessment_form';
      attachDocument(batch, { document_id: event.data.documentId, deal_id: dealId, customer_id: customerId, attachment_type: type, attached_at: at, removed_at: null });
      break;
    }
    case 'DealDocumentRemoved':
      removeDocument(batch, event.data.documentId, at);
      break;
    case 'DealPaymentStatusChanged':
      batch.payments.push({ event_id: event.id, deal_id: dealId, customer_id: customerId, payment_status: event.data.paymentStatus, charge_id: event.data.chargeId, changed_at: event.data.changedAt });
      break;
    case 'DealPaymentAuthorised':
    case 'DealPaymentCaptured':
    case 'DealPaymentVoided':
    case 'DealPaymentRefunded':
      batch.payments.push({
        event_id: event.id,
        deal_id: dealId,
        customer_id: customerId,
        payment_status: PAYMENT_EVENT_STATUS[event.type],
        charge_id: event.data.paymentId,
        changed_at: at,
        amount_cents: event.data.amountCents,
      });
      break;
    default:
      break;
  }
  return customerId;
}

const CARD_UPDATE_COLUMNS = [
  'customer_state', 'state_group', 'months', 'km_per_year', 'finance_rate_cents', 'service_rate_cents', 'insurance_rate_cents', 'insurance_enabled',
  'service_package_enabled', 'downpayment_cents', 'delivery_option', 'selected_extra', 'delivery_time', 'finance_selection', 'payment_status', 'revision', 'updated_at',
  'finance_options', 'order_number',
];

const CARDS_ON_CONFLICT = `ON CONFLICT (deal_id) DO UPDATE SET ${CARD_UPDATE_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')} WHERE customer_deal_cards.revision < EXCLUDED.revision`;

/** A folded line grows: its text, count and last event are rewritten (never shrunk by an older write). */
const TIMELINE_ON_CONFLICT = `ON CONFLICT (event_id) DO UPDATE SET ${['title', 'detail', 'fold_count', 'last_event_id', 'last_revision', 'last_occurred_at']
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ')} WHERE customer_deal_timeline.fold_count < EXCLUDED.fold_count`;

/** Adds the batch's group deltas to the customer's counters. */
const DASHBOARD_ON_CONFLICT = `ON CONFLICT (customer_id) DO UPDATE SET ${GROUP_COLUMNS.map((g) => `${g} = customer_dashboard.${g} + EXCLUDED.${g}`).join(', ')}, updated_at = now()`;

/**
 * The whole batch in ONE statement: each table's rows come as a JSON array (empty when the batch
 * has none) and are written by a data-modifying CTE, which PostgreSQL runs to completion whether
 * or not the outer query reads it; `notified` sends the per-deal NOTIFYs (the statement's result
 * reads it). Before, every table and every customer's dashboard was a round trip of its own (five
 * to seven per batch, on every checkout step; issue 5), and each document event one more (two of
 * them in every checkout since issue 17). Each row is touched once: the documents are folded per
 * document first, and a document is either upserted or only marked removed.
 */
const WRITE_BATCH_CTES = `
  cards AS (INSERT INTO customer_deal_cards SELECT * FROM json_populate_recordset(null::customer_deal_cards, $1::json) ${CARDS_ON_CONFLICT} RETURNING 1),
  dashboard AS (
    INSERT INTO customer_dashboard (customer_id, ${GROUP_COLUMNS.join(', ')}, updated_at)
    SELECT customer_id, ${GROUP_COLUMNS.join(', ')}, now()
      FROM json_to_recordset($2::json) AS d(customer_id uuid, ${GROUP_COLUMNS.map((g) => `${g} integer`).join(', ')})
    ${DASHBOARD_ON_CONFLICT} RETURNING 1),
  timeline AS (INSERT INTO customer_deal_timeline SELECT * FROM json_populate_recordset(null::customer_deal_timeline, $3::json) ${TIMELINE_ON_CONFLICT} RETURNING 1),
  notifications AS (INSERT INTO customer_notifications SELECT * FROM json_populate_recordset(null::customer_notifications, $4::json) ON CONFLICT (id) DO NOTHING RETURNING 1),
  messages AS (INSERT INTO customer_deal_messages SELECT * FROM json_populate_recordset(null::customer_deal_messages, $5::json) ON CONFLICT (message_id) DO NOTHING RETURNING 1),
  payments AS (INSERT INTO customer_payment_events SELECT * FROM json_populate_recordset(null::customer_payment_events, $6::json) ON CONFLICT (event_id) DO NOTHING RETURNING 1),
  documents AS (
    INSERT INTO customer_documents SELECT * FROM json_populate_recordset(null::customer_documents, $9::json)
    ON CONFLICT (document_id) DO UPDATE SET removed_at = EXCLUDED.removed_at, attachment_type = EXCLUDED.attachment_type RETURNING 1),
  documents_removed AS (
    UPDATE customer_documents d SET removed_at = r.removed_at
      FROM json_to_recordset($10::json) AS r(document_id uuid, removed_at timestamptz) WHERE d.document_id = r.document_id RETURNING 1),
  notified AS (SELECT pg_notify($7, payload) FROM unnest($8::text[]) AS payload)`;

/** The batch statement of a batch: WRITE_BATCH_CTES and their values. */
function writeStatement(batch: Batch): BatchStatement {
  const cards = [...batch.dirty].map((id) => batch.cards.get(id) as CardRow);
  const dashboard = [...batch.dashboard]
    .filter(([, delta]) => GROUP_COLUMNS.some((g) => delta[g] !== 0))
    .map(([customerId, delta]) => ({ customer_id: customerId, ...Object.fromEntries(GROUP_COLUMNS.map((g) => [g, delta[g]])) }));
  const notify = [...batch.changed].map(([dealId, customerId]) => JSON.stringify({ customer_id: customerId, deal_id: dealId }));
  const documents = [...batch.documents.values()];
  const json = (rows: object[]) => JSON.stringify(rows);
  return {
    ctes: WRITE_BATCH_CTES,
    values: [
      json(cards),
      json(dashboard),
      json([...batch.timeline.values()]),
      json(batch.notifications),
      json(batch.messages),
      json(batch.payments),
      CUSTOMER_AREA_CHANNEL,
      notify,
      json(documents.flatMap((d) => (d.row ? [d.row] : []))),
      json([...batch.documents].flatMap(([id, d]) => (d.row ? [] : [{ document_id: id, removed_at: d.removedAt }]))),
    ],
    reads: ['notified'],
  };
}

/**
 * The batch's cards, each with its deal's latest timeline line (what the next event may fold into),
 * in one statement. Timestamps come back as ISO text (row_to_json), as the events carry them.
 */
const READ_CARDS_SQL = `SELECT c.*, (
    SELECT row_to_json(t) FROM (
      SELECT event_id, deal_id, customer_id, revision::text, type, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at,
             actor, title, detail, fold_count, COALESCE(last_event_id, event_id) AS last_event_id, COALESCE(last_revision, revision)::text AS last_revision,
             to_char(COALESCE(last_occurred_at, occurred_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_occurred_at
        FROM customer_deal_timeline WHERE deal_id = c.deal_id ORDER BY revision DESC LIMIT 1) t
  ) AS last_timeline_entry
  FROM customer_deal_cards c WHERE c.deal_id = ANY($1::uuid[])`;

/**
 * Customer area read models from the deal stream. After the batch it NOTIFYs one
 * `customer_area_changed` per changed deal; PostgreSQL delivers them when the batch's transaction
 * commits (never for a rolled-back batch), which drives the customer area's server-sent events.
 */
export const customerAreaProjection: Projection = {
  name: CUSTOMER_AREA_PROJECTION,
  eventTypes: [...DEAL_EVENT_TYPES],
  tables: [...CUSTOMER_AREA_TABLES],
  // Checkout steps do not wait on it (they read `deals`); customer area commands do, and a
  // busy moment costs them at most these 20 ms, for far fewer transactions under load.
  applyIntervalMs: 20,
  createTables: createCustomerAreaTables,
  async apply(events: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    const statement = await batchOf(events, tx);
    await tx.query(namedStatement(`WITH ${statement.ctes}\nSELECT 1${readsOf(statement)}`, statement.values));
  },
  // Not on the checkout answers' path, but on every batch: read, then write with the checkpoint
  // in one autocommit statement (two round trips instead of BEGIN, read, write, COMMIT).
  batchStatement: batchOf,
};

/** Reads the batch's cards (with their latest timeline line), applies the events in memory, answers the write. */
async function batchOf(events: RecordedEvent[], db: ProjectionTx): Promise<BatchStatement> {
  const batch = new Batch();
  const dealIds = [...new Set(events.map((e) => (e.data as { dealId: string }).dealId))];
  const { rows } = await db.query<CardRow & { last_timeline_entry: TimelineRow | null }>(namedStatement(READ_CARDS_SQL, [dealIds]));
  for (const { last_timeline_entry: last, ...row } of rows) {
    batch.cards.set(row.deal_id, { ...row, revision: String(row.revision) });
    if (last) batch.lastEntry.set(row.deal_id, last);
  }
  for (const event of events) {
    const customerId = applyOne(event as Recorded, batch);
    if (customerId) batch.changed.set((event.data as { dealId: string }).dealId, customerId);
  }
  return writeStatement(batch);
}
