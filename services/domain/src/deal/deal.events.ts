import type {
  AttachmentType,
  CustomerGroup,
  DealCustomerState,
  DealMessageCategory,
  DealMessageSource,
  DeliveryOption,
  DeliveryTimeBand,
  ExtraName,
  FinanceOption,
  FinanceSelection,
  LogisticsChoice,
  PaymentStatus,
} from '@autoleasing/contracts';
import type { DomainEvent } from '../shared/decider';

/**
 * Stream `deal-{dealId}`. Facts of the process only: no names, addresses, incomes or message
 * texts (those live in mutable tables, DESIGN.md), so a customer's data can be erased while the
 * history stays. Money is integer cents; rates are in the deal's group terms (gross for b2c, net
 * for b2b).
 *
 * Room is left for the documents flow: DealDocumentAttached, DealDocumentRemoved and
 * DealSelfAssessmentFormGenerated join this union (and `evolve`) when that flow lands.
 */

/** Who did it: the customer (own deal) or an ops staff member (Admin). */
export interface DealActor {
  userId: string;
  role: 'Customer' | 'Admin' | 'System';
}

/** The rates part of a final offer (spec 3.4). */
export interface DealRates {
  financeRateCents: number;
  serviceRateCents: number;
  insuranceRateCents: number;
  priceInCentsPerExtraKm: number;
  discountInCentsPerUntappedKm: number;
}

/** The final offer as the deal holds it (spec 3.4, without the display fields of the model). */
export interface FinalOfferTerms extends DealRates {
  months: number;
  kmPerYear: number;
  /** Group terms (gross for b2c, net for b2b), after the VAT round trip of spec 9. */
  listPriceCents: number;
  downpaymentCents: number;
  fleetSize: number;
  offerType: 'stock' | 'other';
  bafaBonusAvailable: boolean;
  insuranceEnabled: boolean;
  servicePackageEnabled: boolean;
  deliveryOption: DeliveryOption;
}

export type DealCreated = DomainEvent<
  'DealCreated',
  {
    dealId: string;
    customerId: string;
    customerGroup: CustomerGroup;
    carSpecId: string;
    carModelId: string;
    finalOfferId: string;
    offer: FinalOfferTerms;
    financeOptions: FinanceOption;
    deliveryTime: DeliveryTimeBand | null;
    createdAt: string;
  }
>;

/**
 * A step of the transition table (deal.transitions.ts): `trigger` names the step or ops action,
 * `actor` who acted (the acting staff member for ops actions).
 */
export type DealCustomerStateChanged = DomainEvent<
  'DealCustomerStateChanged',
  /**
   * `noteId`: the staff member's note on an ops action (only when one was given); its text is in
   * deal_ops_notes. `note`: LEGACY, the text itself in events written before that table.
   */
  { dealId: string; from: DealCustomerState; to: DealCustomerState; trigger: string; actor: DealActor; changedAt: string; noteId?: string; note?: string }
>;

/** The configurator changed term, km, delivery option, insurance or service (rates recalculated). */
export type DealFinalOfferChanged = DomainEvent<
  'DealFinalOfferChanged',
  { dealId: string; finalOfferId: string; offer: FinalOfferTerms; changedAt: string }
>;

export type DealRatesRecalculated = DomainEvent<'DealRatesRecalculated', { dealId: string; rates: DealRates; recalculatedAt: string }>;

export type DealDownpaymentChanged = DomainEvent<
  'DealDownpaymentChanged',
  { dealId: string; previousDownpaymentCents: number; downpaymentCents: number; changedAt: string }
>;

/** Spec 4.5: at most one extra is selected; `reason` says why the selection changed. */
export type DealExtrasChanged = DomainEvent<
  'DealExtrasChanged',
  { dealId: string; selectedExtra: ExtraName | null; reason: 'selected' | 'cleared' | 'factory_pickup'; changedAt: string }
>;

export type DealLogisticsChanged = DomainEvent<'DealLogisticsChanged', { dealId: string; logistics: LogisticsChoice | null; changedAt: string }>;

export type DealDeliveryOptionChanged = DomainEvent<
  'DealDeliveryOptionChanged',
  { dealId: string; deliveryOption: DeliveryOption; changedAt: string }
>;

export type DealExtrasAgbConsentChanged = DomainEvent<'DealExtrasAgbConsentChanged', { dealId: string; consent: boolean; changedAt: string }>;

export type DealFinanceSelectionChanged = DomainEvent<
  'DealFinanceSelectionChanged',
  { dealId: string; financeSelection: FinanceSelection; changedAt: string }
>;

/** The text is in deal_messages (it may hold personal data); the event keeps the fact. */
export type DealMessagePosted = DomainEvent<
  'DealMessagePosted',
  { dealId: string; messageId: string; category: DealMessageCategory; source: DealMessageSource; actor: DealActor; postedAt: string }
>;

export type DealReferralApplied = DomainEvent<
  'DealReferralApplied',
  { dealId: string; referredByCode: string; referrerCustomerId: string; appliedAt: string }
>;

export type DealPaymentStatusChanged = DomainEvent<
  'DealPaymentStatusChanged',
  { dealId: string; paymentStatus: PaymentStatus; chargeId: string | null; changedAt: string }
>;

export type DealDeliveryTimeUpdated = DomainEvent<
  'DealDeliveryTimeUpdated',
  { dealId: string; deliveryTime: DeliveryTimeBand; previousDeliveryTime: DeliveryTimeBand | null; actor: DealActor; updatedAt: string; noteId?: string; /** LEGACY text, see DealCustomerStateChanged. */ note?: string }
>;

export type DealConfiguratorRestarted = DomainEvent<
  'DealConfiguratorRestarted',
  {
    dealId: string;
    from: DealCustomerState;
    /** The customer's uploaded configuration file, by id (its name and key stay in the erasable documents table). */
    documentId?: string | null;
    /** LEGACY: written by earlier versions; never by the decider now. */
    s3Key?: string | null;
    actor: DealActor;
    restartedAt: string;
  }
>;

export type DealArchived = DomainEvent<'DealArchived', { dealId: string; from: DealCustomerState; actor: DealActor; archivedAt: string }>;

/**
 * The documents flow: a document (file and metadata in the documents table) attached to or removed
 * from the deal or its final offer. Only its id and type: the file and its name are personal data.
 */
export type DealDocumentAttached = DomainEvent<
  'DealDocumentAttached',
  { dealId: string; documentId: string; attachmentType: AttachmentType; finalOfferId: string | null; actor: DealActor; attachedAt: string }
>;

export type DealDocumentRemoved = DomainEvent<
  'DealDocumentRemoved',
  { dealId: string; documentId: string; attachmentType: AttachmentType; actor: DealActor; removedAt: string }
>;

/**
 * The worker rendered the Selbstauskunft PDF (a document of type self_assessment_form) from the
 * customer's details of `detailsVersion` (a hash, no personal data; absent in events written before
 * regeneration existed).
 */
export type DealSelfAssessmentFormGenerated = DomainEvent<
  'DealSelfAssessmentFormGenerated',
  { dealId: string; documentId: string; generatedAt: string; detailsVersion?: string }
>;

/**
 * Issue 17 (orders the server stands behind): the order flow's events (decider, payment); the
 * mail reaction consumes them.
 *
 * The customer accepted the AGB (and, b2c, the Widerrufsbelehrung) in these text versions.
 */
export type DealTermsAccepted = DomainEvent<
  'DealTermsAccepted',
  { dealId: string; agbVersion: string; withdrawalVersion: string | null; actor: DealActor; acceptedAt: string }
>;

/** Checkout completed: the order, with its human-readable number (e.g. AL-2026-000123). */
export type DealOrderPlaced = DomainEvent<'DealOrderPlaced', { dealId: string; orderNumber: string; actor: DealActor; placedAt: string }>;

/** The one-time amount was reserved on the customer's card at the provider (not yet taken). */
export type DealPaymentAuthorised = DomainEvent<
  'DealPaymentAuthorised',
  { dealId: string; paymentId: string; amountCents: number; method: string; actor: DealActor; authorisedAt: string }
>;

/** The reserved amount was taken (when the signed contract arrived). */
export type DealPaymentCaptured = DomainEvent<
  'DealPaymentCaptured',
  { dealId: string; paymentId: string; amountCents: number; actor: DealActor; capturedAt: string }
>;

/** The reservation was released (customer cancelled it to change the terms, deal cancelled or archived). */
export type DealPaymentVoided = DomainEvent<
  'DealPaymentVoided',
  { dealId: string; paymentId: string; amountCents: number; reason: 'customer_changes_terms' | 'deal_cancelled' | 'deal_archived'; actor: DealActor; voidedAt: string }
>;

/** A taken amount was paid back. */
export type DealPaymentRefunded = DomainEvent<
  'DealPaymentRefunded',
  { dealId: string; paymentId: string; amountCents: number; actor: DealActor; refundedAt: string }
>;

export type DealOrderEvent = DealTermsAccepted | DealOrderPlaced | DealPaymentAuthorised | DealPaymentCaptured | DealPaymentVoided | DealPaymentRefunded;

export type DealEvent =
  | DealCreated
  | DealCustomerStateChanged
  | DealFinalOfferChanged
  | DealRatesRecalculated
  | DealDownpaymentChanged
  | DealExtrasChanged
  | DealLogisticsChanged
  | DealDeliveryOptionChanged
  | DealExtrasAgbConsentChanged
  | DealFinanceSelectionChanged
  | DealMessagePosted
  | DealReferralApplied
  | DealPaymentStatusChanged
  | DealDeliveryTimeUpdated
  | DealConfiguratorRestarted
  | DealArchived
  | DealDocumentAttached
  | DealDocumentRemoved
  | DealSelfAssessmentFormGenerated
  | DealOrderEvent;

export const DEAL_EVENT_TYPES = [
  'DealCreated',
  'DealCustomerStateChanged',
  'DealFinalOfferChanged',
  'DealRatesRecalculated',
  'DealDownpaymentChanged',
  'DealExtrasChanged',
  'DealLogisticsChanged',
  'DealDeliveryOptionChanged',
  'DealExtrasAgbConsentChanged',
  'DealFinanceSelectionChanged',
  'DealMessagePosted',
  'DealReferralApplied',
  'DealPaymentStatusChanged',
  'DealDeliveryTimeUpdated',
  'DealConfiguratorRestarted',
  'DealArchived',
  'DealDocumentAttached',
  'DealDocumentRemoved',
  'DealSelfAssessmentFormGenerated',
  'DealTermsAccepted',
  'DealOrderPlaced',
  'DealPaymentAuthorised',
  'DealPaymentCaptured',
  'DealPaymentVoided',
  'DealPaymentRefunded',
] as const satisfies readonly DealEvent['type'][];

export const dealStreamId = (dealId: string) => `deal-${dealId}`;
