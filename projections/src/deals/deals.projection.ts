import type { DealEvent, FinalOfferTerms } from '@autoleasing/domain';
import { DEAL_EVENT_TYPES } from '@autoleasing/domain';
import { namedStatement, type RecordedEvent } from '@autoleasing/infra';
import type { Projection, ProjectionTx } from '../runtime/projection';
import { createDealsTables } from './deals.tables';

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
    case 'DealDownpaymentChanged':
      return { downpayment_cents: event.data.downpaymentCents };
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
    default: {
      const unhandled: never = event;
      throw new Error(`deals projection: unhandled event ${(unhandled as { type: string }).type}`);
    }
  }
}

async function applyOne(event: Recorded, tx: ProjectionTx): Promise<void> {
  const dealId = (event.data as { dealId: string }).dealId;
  const actor = event.metadata.actor;
  if (event.type === 'DealCreated') {
    const d = event.data;
    const columns: Record<string, unknown> = {
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
      revision: String(event.revision),
      last_actor_user_id: actor.userId,
      last_actor_role: actor.role,
      created_at: d.createdAt,
      updated_at: event.metadata.occurredAt,
    };
    const names = Object.keys(columns);
    await tx.query(
      namedStatement(`INSERT INTO deals (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT (id) DO NOTHING`, Object.values(columns)),
    );
    return;
  }
  const set: Record<string, unknown> = {
    ...changes(event),
    revision: String(event.revision),
    last_actor_user_id: actor.userId,
    last_actor_role: actor.role,
    updated_at: event.metadata.occurredAt,
  };
  const names = Object.keys(set);
  const params: unknown[] = [...Object.values(set), dealId, String(event.revision)];
  const update = `UPDATE deals SET ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')} WHERE id = $${names.length + 1} AND revision < $${names.length + 2}`;
  if (event.type === 'DealCustomerStateChanged' || event.type === 'DealConfiguratorRestarted' || event.type === 'DealArchived') {
    const to = event.type === 'DealCustomerStateChanged' ? event.data.to : event.type === 'DealArchived' ? 'customer_archived' : 'inquired';
    const trigger = event.type === 'DealCustomerStateChanged' ? event.data.trigger : event.type === 'DealArchived' ? 'archive' : 'restart_configurator';
    // The row and its state change in one statement (one round trip on the read-your-writes path).
    const at = params.length;
    params.push(event.data.from, to, trigger, event.data.actor.userId, event.data.actor.role, event.metadata.occurredAt);
    await tx.query(
      namedStatement(
        `WITH updated AS (${update})
       INSERT INTO deal_state_changes (deal_id, revision, from_state, to_state, trigger, actor_user_id, actor_role, changed_at)
       VALUES ($${names.length + 1}, $${names.length + 2}, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}) ON CONFLICT DO NOTHING`,
        params,
      ),
    );
    return;
  }
  // Named statements: the texts depend only on the event's type and fields (a small fixed set).
  await tx.query(namedStatement(update, params));
}

/**
 * Deals read model (customer's deal, customer's list, ops list). Event types of the documents
 * and payment flows join `eventTypes` and `changes` as they land.
 */
export const dealsProjection: Projection = {
  name: DEALS_PROJECTION,
  eventTypes: [...DEAL_EVENT_TYPES],
  tables: ['deals', 'deal_state_changes'],
  createTables: createDealsTables,
  async apply(events: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    for (const event of events) await applyOne(event as Recorded, tx);
  },
};
