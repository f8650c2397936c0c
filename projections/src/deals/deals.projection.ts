import type { DealEvent, FinalOfferTerms } from '@autoleasing/domain';
import { financeOptionsFor } from '@autoleasing/contracts';
import { DEAL_EVENT_TYPES } from '@autoleasing/domain';
import { namedStatement, type RecordedEvent } from '@autoleasing/infra';
import type { BatchStatement, Projection, ProjectionTx } from '../runtime/projection';
import { createDealsTables, DEAL_PATCHABLE_COLUMNS } from './deals.tables';

export const DEALS_PROJECTION = 'deals';

type Recorded = RecordedEvent & DealEvent;

/** Column values of a final offer. */
function offerColumns(offer: FinalOfferTerms): Record<string, unknown> {
  return {
    months: offer.months,
    km_per_year: offer.kmPerYear,
    list_price_cents: offer.listPriceCents,
    downpayment_cents: offer.downpaymentCents,
    fleet_size: offer.fleetSize,
    offer_type: offer.offerType,
    bafa_bonus_available: offer.bafaBonusAvailable,
    finance_rate_cents: offer.financeRateCents,
    service_rate_cents: offer.serviceRateCents,
    insurance_rate_cents: offer.insuranceRateCents,
    price_in_cents_per_extra_km: offer.priceInCentsPerExtraKm,
    discount_in_cents_per_untapped_km: offer.discountInCentsPerUntappedKm,
    insurance_enabled: offer.insuranceEnabled,
    service_package_enabled: offer.servicePackageEnabled,
    delivery_option: offer.deliveryOption,
  };
}

/** What an event changes on the deal row (besides revision, last actor and updated_at). */
function changes(event: Recorded): Record<string, unknown> {
  switch (event.type) {
    case 'DealCreated':
      return {};
    case 'DealCustomerStateChanged':
      return { customer_state: event.data.to, ...(event.data.to === 'checkout_completed' ? { checkout_completed_at: event.data.changedAt } : {}) };
    case 'DealFinalOfferChanged':
      return offerColumns(event.data.offer);
    case 'DealRatesRecalculated': {
      const r = event.data.rates;
      return {
        finance_rate_cents: r.financeRateCents,
        service_rate_cents: r.serviceRateCents,
        insurance_rate_cents: r.insuranceRateCents,
        price_in_cents_per_extra_km: r.priceInCentsPerExtraKm,
        discount_in_cents_per_untapped_km: r.discountInCentsPerUntappedKm,
      };
    }
    case 'DealExtrasChanged':
      return { selected_extra: event.data.selectedExtra };
    case 'DealLogisticsChanged':
      return { logistics: event.data.logistics };
    case 'DealDeliveryOptionChanged':
      return { delivery_option: event.data.deliveryOption };
    case 'DealExtrasAgbConsentChanged':
      return { extras_agb_consent: event.data.consent };
    case 'DealFinanceSelectionChanged':
      return { finance_selection: event.data.financeSelection };
    case 'DealMessagePosted':
      return {};
    case 'DealReferralApplied':
      return { referred_by_code: event.data.referredByCode };
    case 'DealPaymentStatusChanged':
      return { payment_status: event.data.paymentStatus };
    case 'DealDeliveryTimeUpdated':
      return { delivery_time: event.data.deliveryTime };
    case 'DealConfiguratorRestarted':
      return { customer_state: 'inquired' };
    case 'DealArchived':
      return { customer_state: 'customer_archived' };
    // Documents are listed from the documents table; the deal row keeps the Selbstauskunft flag.
    case 'DealDocumentAttached':
    case 'DealDocumentRemoved':
      return {};
    case 'DealSelfAssessmentFormGenerated':
      return { self_assessment_form_generated: true };
    case 'DealDownpaymentChanged':
      return { downpayment_cents: event.data.downpaymentCents, finance_options: financeOptionsFor(event.data.downpaymentCents) };
    // Issue 17: the order and the reservation's life.
    case 'DealTermsAccepted':
      return {};
    case 'DealOrderPlaced':
      return { order_number: event.data.orderNumber };
    case 'DealPaymentAuthorised':
      return { payment_status: 'authorised' };
    case 'DealPaymentCaptured':
      return { payment_status: 'paid' };
    case 'DealPaymentVoided':
      return { payment_status: 'voided' };
    case 'DealPaymentRefunded':
      return { payment_status: 'refunded' };
    default: {
      const unhandled: never = event;
      throw new Error(`deals projection: unhandled event ${(unhandled as { type: string }).type}`);
    }
  }
}

/** The row of a deal as DealCreated makes it (every column: see DEAL_ROW_SQL). */
function createdRow(event: Recorded & { type: 'DealCreated' }): Record<string, unknown> {
  const d = event.data;
  const actor = event.metadata.actor;
  return {
    id: d.dealId,
    customer_id: d.customerId,
    customer_group: d.customerGroup,
    customer_state: 'inquired',
    car_spec_id: d.carSpecId,
    car_model_id: d.carModelId,
    final_offer_id: d.finalOfferId,
    ...offerColumns(d.offer),
    finance_options: d.financeOptions,
    delivery_time: d.deliveryTime,
    // The table's defaults: a row inserted from JSON takes every column from it.
    extras_agb_consent: false,
    self_assessment_form_generated: false,
    revision: String(event.revision),
    last_actor_user_id: actor.userId,
    last_actor_role: actor.role,
    created_at: d.createdAt,
    updated_at: event.metadata.occurredAt,
  };
}

/** What an event other than DealCreated sets on the row, with the revision and who acted. */
function patchOf(event: Recorded): Record<string, unknown> {
  return {
    ...changes(event),
    revision: String(event.revision),
    last_actor_user_id: event.metadata.actor.userId,
    last_actor_role: event.metadata.actor.role,
    updated_at: event.metadata.occurredAt,
  };
}

/** The customer_state history row of a state-changing event, or undefined. */
function stateChangeOf(event: Recorded): Record<string, unknown> | undefined {
  if (event.type !== 'DealCustomerStateChanged' && event.type !== 'DealConfiguratorRestarted' && event.type !== 'DealArchived') return undefined;
  const to = event.type === 'DealCustomerStateChanged' ? event.data.to : event.type === 'DealArchived' ? 'customer_archived' : 'inquired';
  const trigger = event.type === 'DealCustomerStateChanged' ? event.data.trigger : event.type === 'DealArchived' ? 'archive' : 'restart_configurator';
  return {
    deal_id: event.data.dealId,
    revision: String(event.revision),
    from_state: event.data.from,
    to_state: to,
    trigger,
    actor_user_id: event.data.actor.userId,
    actor_role: event.data.actor.role,
    changed_at: event.metadata.occurredAt,
  };
}

/**
 * A batch in ONE statement, whatever its size (it used to be one statement per event, on the
 * read-your-writes path of every checkout step; issue 5). The events are folded per deal first:
 * a deal created in the batch is inserted with its later changes already applied; any other deal
 * gets one patch (its events' changes, later ones winning), applied onto the stored row by
 * jsonb_populate_record only when the row is older than the patch's last revision. A batch is
 * applied whole or not at all (with its checkpoint), so a row is never part-way into a batch and
 * the fold gives the same row as the events one by one; replaying a batch changes nothing.
 *
 * The patched rows are looked up by primary key, `id = ANY(ARRAY(SELECT …))`: the planner guesses
 * 100 rows for any jsonb_to_recordset, and against a few thousand deals a plain join on it
 * hashed the whole table (a sequential scan on every batch: 2.5–10 ms at 2,500 deals, growing
 * with the table). The array is an InitPlan, unknown when planning, so the cached generic plan
 * is as good as a custom one and the statement is not planned again on every batch.
 */
const BATCH_CTES = `
  created AS (INSERT INTO deals SELECT * FROM json_populate_recordset(null::deals, $1::json) ON CONFLICT (id) DO NOTHING RETURNING 1),
  patched AS (
    UPDATE deals d SET (${DEAL_PATCHABLE_COLUMNS.join(', ')}) = (SELECT ${DEAL_PATCHABLE_COLUMNS.map((c) => `r.${c}`).join(', ')} FROM jsonb_populate_record(d, p.patch) r)
      FROM jsonb_to_recordset($2::jsonb) AS p(id uuid, revision bigint, patch jsonb)
     WHERE d.id = ANY (ARRAY(SELECT (e->>'id')::uuid FROM jsonb_array_elements($2::jsonb) AS e)) AND d.id = p.id AND d.revision < p.revision
    RETURNING 1),
  history AS (INSERT INTO deal_state_changes SELECT * FROM json_populate_recordset(null::deal_state_changes, $3::json) ON CONFLICT DO NOTHING RETURNING 1)`;

const APPLY_BATCH_SQL = `WITH ${BATCH_CTES}\nSELECT 1`;

/** The values of BATCH_CTES for a batch: created rows, patches and state history, as JSON. */
function batchValues(events: readonly Recorded[]): unknown[] {
  const created = new Map<string, Record<string, unknown>>();
  const patches = new Map<string, Record<string, unknown>>();
  const history: Record<string, unknown>[] = [];
  for (const event of events) {
    const dealId = event.data.dealId;
    if (event.type === 'DealCreated') {
      created.set(dealId, createdRow(event));
      continue;
    }
    const patch = patchOf(event);
    for (const column of Object.keys(patch)) {
      if (!PATCHABLE.has(column)) throw new Error(`deals projection: ${event.type} changes unknown column ${column}`);
    }
    const target = created.get(dealId) ?? patches.get(dealId);
    if (target) Object.assign(target, patch);
    else patches.set(dealId, patch);
    const change = stateChangeOf(event);
    if (change) history.push(change);
  }
  const patchRows = [...patches].map(([id, patch]) => ({ id, revision: patch.revision, patch }));
  return [JSON.stringify([...created.values()]), JSON.stringify(patchRows), JSON.stringify(history)];
}

const PATCHABLE = new Set<string>(DEAL_PATCHABLE_COLUMNS);

/**
 * Deals read model (customer's deal, customer's list, ops list). Event types of the documents
 * and payment flows join `eventTypes` and `changes` as they land.
 */
export const dealsProjection: Projection & { batchStatement(events: RecordedEvent[]): BatchStatement } = {
  name: DEALS_PROJECTION,
  eventTypes: [...DEAL_EVENT_TYPES],
  tables: ['deals', 'deal_state_changes'],
  createTables: createDealsTables,
  async apply(events: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    await tx.query(namedStatement(APPLY_BATCH_SQL, batchValues(events as Recorded[])));
  },
  // The checkout steps' answers wait on this read model: a live batch commits in one round trip.
  batchStatement: (events: RecordedEvent[]) => ({ ctes: BATCH_CTES, values: batchValues(events as Recorded[]) }),
};
