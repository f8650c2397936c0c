import {
  customerStateGroup,
  describeDealEvent,
  notificationFor,
  timelineActorOf,
  type CustomerStateGroup,
  type DealCustomerState,
} from '@autoleasing/contracts';
import type { DealEvent, FinalOfferTerms } from '@autoleasing/domain';
import { DEAL_EVENT_TYPES } from '@autoleasing/domain';
import type { RecordedEvent } from '@autoleasing/infra';
import type { Projection, ProjectionTx } from '../runtime/projection';
import { CUSTOMER_AREA_TABLES, createCustomerAreaTables } from './customer-area.tables';

export const CUSTOMER_AREA_PROJECTION = 'customer-area';
/** LISTEN channel: after commit, one notification per changed deal ({"customer_id","deal_id"}). */
export const CUSTOMER_AREA_CHANNEL = 'customer_area_changed';

type Recorded = RecordedEvent & DealEvent;

interface Card {
  customer_id: string;
  state_group: CustomerStateGroup | null;
  revision: string;
}

function offerColumns(offer: FinalOfferTerms): Record<string, unknown> {
  return {
    months: offer.months,
    km_per_year: offer.kmPerYear,
    finance_rate_cents: offer.financeRateCents,
    service_rate_cents: offer.serviceRateCents,
    insurance_rate_cents: offer.insuranceRateCents,
    insurance_enabled: offer.insuranceEnabled,
    service_package_enabled: offer.servicePackageEnabled,
    downpayment_cents: offer.downpaymentCents,
    delivery_option: offer.deliveryOption,
  };
}

function stateColumns(state: DealCustomerState): Record<string, unknown> {
  return { customer_state: state, state_group: customerStateGroup(state) ?? null };
}

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
      return offerColumns(event.data.offer);
    case 'DealRatesRecalculated':
      return {
        finance_rate_cents: event.data.rates.financeRateCents,
        service_rate_cents: event.data.rates.serviceRateCents,
        insurance_rate_cents: event.data.rates.insuranceRateCents,
      };
    case 'DealDownpaymentChanged':
      return { downpayment_cents: event.data.downpaymentCents };
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
    default:
      return {};
  }
}

const GROUP_COLUMNS: readonly CustomerStateGroup[] = ['checkout_in_progress', 'contracts', 'waiting_for_delivery', 'active_contract'];

async function moveDashboardCount(tx: ProjectionTx, customerId: string, from: CustomerStateGroup | null, to: CustomerStateGroup | null, at: string): Promise<void> {
  if (from === to) return;
  const sets: string[] = [];
  if (from && GROUP_COLUMNS.includes(from)) sets.push(`${from} = customer_dashboard.${from} - 1`);
  if (to && GROUP_COLUMNS.includes(to)) sets.push(`${to} = customer_dashboard.${to} + 1`);
  if (!sets.length) return;
  await tx.query(
    `INSERT INTO customer_dashboard (customer_id, updated_at) VALUES ($1, $2)
     ON CONFLICT (customer_id) DO NOTHING`,
    [customerId, at],
  );
  await tx.query(`UPDATE customer_dashboard SET ${sets.join(', ')}, updated_at = $2 WHERE customer_id = $1`, [customerId, at]);
}

/** Applies one event; answers the customer whose deal changed (undefined when the deal is unknown). */
async function applyOne(event: Recorded, tx: ProjectionTx): Promise<string | undefined> {
  const dealId = event.data.dealId;
  const at = event.metadata.occurredAt;
  const actor = timelineActorOf(event.metadata.actor?.role);
  let customerId: string;
  if (event.type === 'DealCreated') {
    const d = event.data;
    customerId = d.customerId;
    const columns: Record<string, unknown> = {
      deal_id: dealId,
      customer_id: d.customerId,
      customer_group: d.customerGroup,
      ...stateColumns('inquired'),
      car_spec_id: d.carSpecId,
      car_model_id: d.carModelId,
      ...offerColumns(d.offer),
      delivery_time: d.deliveryTime,
      finance_options: d.financeOptions,
      revision: String(event.revision),
      created_at: d.createdAt,
      updated_at: at,
    };
    const names = Object.keys(columns);
    await tx.query(
      `INSERT INTO customer_deal_cards (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT (deal_id) DO NOTHING`,
      Object.values(columns),
    );
  } else {
    const { rows } = await tx.query<Card>('SELECT customer_id, state_group, revision::text FROM customer_deal_cards WHERE deal_id = $1', [dealId]);
    const card = rows[0];
    if (!card) return undefined;
    customerId = card.customer_id;
    if (BigInt(card.revision) < event.revision) {
      const set = { ...cardChanges(event), revision: String(event.revision), updated_at: at };
      const names = Object.keys(set);
      await tx.query(`UPDATE customer_deal_cards SET ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')} WHERE deal_id = $${names.length + 1}`, [
        ...Object.values(set),
        dealId,
      ]);
      if ('state_group' in set) await moveDashboardCount(tx, customerId, card.state_group, set.state_group as CustomerStateGroup | null, at);
    }
  }

  const data = event.data as unknown as Record<string, unknown>;
  const text = describeDealEvent(event.type, data);
  if (text) {
    await tx.query(
      `INSERT INTO customer_deal_timeline (event_id, deal_id, customer_id, revision, type, occurred_at, actor, title, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (event_id) DO NOTHING`,
      [event.id, dealId, customerId, String(event.revision), event.type, at, actor, text.title, text.detail],
    );
  }
  const notification = notificationFor(event.type, data, actor);
  if (notification) {
    await tx.query(
      `INSERT INTO customer_notifications (id, customer_id, deal_id, title, body, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [event.id, customerId, dealId, notification.title, notification.detail, at],
    );
  }
  switch (event.type) {
    case 'DealMessagePosted':
      await tx.query(
        `INSERT INTO customer_deal_messages (message_id, deal_id, customer_id, category, source, author, posted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (message_id) DO NOTHING`,
        [event.data.messageId, dealId, customerId, event.data.category, event.data.source, timelineActorOf(event.data.actor.role), event.data.postedAt],
      );
      break;
    case 'DealDocumentAttached':
    case 'DealSelfAssessmentFormGenerated': {
      const type = event.type === 'DealDocumentAttached' ? event.data.attachmentType : 'self_assessment_form';
      await tx.query(
        `INSERT INTO customer_documents (document_id, deal_id, customer_id, attachment_type, attached_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (document_id) DO UPDATE SET removed_at = NULL, attachment_type = EXCLUDED.attachment_type`,
        [event.data.documentId, dealId, customerId, type, at],
      );
      break;
    }
    case 'DealDocumentRemoved':
      await tx.query('UPDATE customer_documents SET removed_at = $2 WHERE document_id = $1', [event.data.documentId, at]);
      break;
    case 'DealPaymentStatusChanged':
      await tx.query(
        `INSERT INTO customer_payment_events (event_id, deal_id, customer_id, payment_status, charge_id, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id) DO NOTHING`,
        [event.id, dealId, customerId, event.data.paymentStatus, event.data.chargeId, event.data.changedAt],
      );
      break;
    default:
      break;
  }
  return customerId;
}

/**
 * Customer area read models from the deal stream. After the batch it NOTIFYs one
 * `customer_area_changed` per changed deal; PostgreSQL delivers them when the batch's transaction
 * commits (never for a rolled-back batch), which drives the customer area's server-sent events.
 */
export const customerAreaProjection: Projection = {
  name: CUSTOMER_AREA_PROJECTION,
  eventTypes: [...DEAL_EVENT_TYPES],
  tables: [...CUSTOMER_AREA_TABLES],
  createTables: createCustomerAreaTables,
  async apply(events: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    const changed = new Map<string, string>();
    for (const event of events) {
      const customerId = await applyOne(event as Recorded, tx);
      if (customerId) changed.set((event.data as { dealId: string }).dealId, customerId);
    }
    for (const [dealId, customerId] of changed) {
      await tx.query('SELECT pg_notify($1, $2)', [CUSTOMER_AREA_CHANNEL, JSON.stringify({ customer_id: customerId, deal_id: dealId })]);
    }
  },
};
