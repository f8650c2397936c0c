import {
  ALL_CUSTOMER_STATES,
  ATTACHMENT_TYPES,
  CUSTOMER_GROUPS,
  DEAL_MESSAGE_CATEGORIES,
  DEAL_MESSAGE_SOURCES,
  DELIVERY_OPTIONS,
  DELIVERY_TIME_BANDS,
  EXTRA_NAMES,
  FINANCE_OPTIONS,
  FINANCE_SELECTIONS,
  isUuid,
  LOGISTICS_CHOICES,
  OPS_NOTE_MAX_LENGTH,
  ORDER_NUMBER_PATTERN,
  PAYMENT_STATUSES,
} from '@autoleasing/contracts';
import type { DealEvent } from './deal.events';

/**
 * Schema checks of the deal events for the EventTypeRegistry of every process that appends them
 * (api, worker): exactly these fields and no others. An unexpected field is how personal data
 * would slip into the log (DESIGN.md), so the shape is strict.
 */
type Check = (value: unknown, path: string, problems: string[]) => void;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const check =
  (ok: (v: unknown) => boolean): Check =>
  (value, path, problems) => {
    if (!ok(value)) problems.push(`${path} is missing or invalid`);
  };
const uuid = check(isUuid);
const isoTime = check((v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)));
const bool = check((v) => typeof v === 'boolean');
const cents = check((v) => Number.isSafeInteger(v) && (v as number) >= 0);
const signedCents = check((v) => Number.isSafeInteger(v));
const positiveInt = check((v) => Number.isSafeInteger(v) && (v as number) > 0);
const oneOf = (values: readonly string[]) => check((v) => typeof v === 'string' && values.includes(v));
const nullable = (inner: Check): Check => (value, path, problems) => {
  if (value !== null) inner(value, path, problems);
};
/** A field that may be absent (never null): checked only when present. */
const optional = (inner: Check): Check => (value, path, problems) => {
  if (value !== undefined) inner(value, path, problems);
};
/** The id of a staff member's note on an ops action; its text lives in deal_ops_notes (erasable). */
const noteId = optional(uuid);
/**
 * LEGACY: events written before deal_ops_notes carried the note's text itself. Still accepted so
 * such stored events keep validating (e.g. when a stream is copied); the decider never writes it.
 */
const note = optional(check((v) => typeof v === 'string' && v.trim().length > 0 && v.length <= OPS_NOTE_MAX_LENGTH));
/**
 * LEGACY: DealConfiguratorRestarted once carried the client's storage key (which held the file
 * name). Still accepted so stored events keep validating; the decider writes documentId instead.
 */
const legacyS3Key = optional(nullable(check((v) => typeof v === 'string' && v.length <= 500)));
const code = check((v) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,60}$/.test(v));
const shortText = check((v) => typeof v === 'string' && v.length > 0 && v.length <= 200);

function shape(fields: Record<string, Check>): Check {
  return (value, path, problems) => {
    if (!isObject(value)) {
      problems.push(`${path || 'data'} must be an object`);
      return;
    }
    for (const [key, fieldCheck] of Object.entries(fields)) fieldCheck(value[key], path ? `${path}.${key}` : key, problems);
    for (const key of Object.keys(value)) if (!(key in fields)) problems.push(`${path ? `${path}.` : ''}${key} is not allowed`);
  };
}

const actor = shape({ userId: check((v) => typeof v === 'string' && v.length > 0 && v.length <= 100), role: oneOf(['Customer', 'Admin', 'System']) });
const RATES = {
  financeRateCents: signedCents,
  serviceRateCents: cents,
  insuranceRateCents: cents,
  priceInCentsPerExtraKm: cents,
  discountInCentsPerUntappedKm: cents,
};
const rates = shape(RATES);
const offer = shape({
  ...RATES,
  months: positiveInt,
  kmPerYear: positiveInt,
  listPriceCents: cents,
  downpaymentCents: cents,
  fleetSize: positiveInt,
  offerType: oneOf(['stock', 'other']),
  bafaBonusAvailable: bool,
  insuranceEnabled: bool,
  servicePackageEnabled: bool,
  deliveryOption: oneOf(DELIVERY_OPTIONS),
});
const state = oneOf(ALL_CUSTOMER_STATES);

const SHAPES: Record<DealEvent['type'], Record<string, Check>> = {
  DealCreated: {
    dealId: uuid,
    customerId: uuid,
    customerGroup: oneOf(CUSTOMER_GROUPS),
    carSpecId: uuid,
    carModelId: uuid,
    finalOfferId: uuid,
    offer,
    financeOptions: oneOf(FINANCE_OPTIONS),
    deliveryTime: nullable(oneOf(DELIVERY_TIME_BANDS)),
    createdAt: isoTime,
  },
  DealCustomerStateChanged: { dealId: uuid, from: state, to: state, trigger: code, actor, changedAt: isoTime, noteId, note },
  DealFinalOfferChanged: { dealId: uuid, finalOfferId: uuid, offer, changedAt: isoTime },
  DealRatesRecalculated: { dealId: uuid, rates, recalculatedAt: isoTime },
  DealDownpaymentChanged: { dealId: uuid, previousDownpaymentCents: cents, downpaymentCents: cents, changedAt: isoTime },
  DealExtrasChanged: { dealId: uuid, selectedExtra: nullable(oneOf(EXTRA_NAMES)), reason: oneOf(['selected', 'cleared', 'factory_pickup']), changedAt: isoTime },
  DealLogisticsChanged: { dealId: uuid, logistics: nullable(oneOf(LOGISTICS_CHOICES)), changedAt: isoTime },
  DealDeliveryOptionChanged: { dealId: uuid, deliveryOption: oneOf(DELIVERY_OPTIONS), changedAt: isoTime },
  DealExtrasAgbConsentChanged: { dealId: uuid, consent: bool, changedAt: isoTime },
  DealFinanceSelectionChanged: { dealId: uuid, financeSelection: oneOf(FINANCE_SELECTIONS), changedAt: isoTime },
  DealMessagePosted: { dealId: uuid, messageId: uuid, category: oneOf(DEAL_MESSAGE_CATEGORIES), source: oneOf(DEAL_MESSAGE_SOURCES), actor, postedAt: isoTime },
  DealReferralApplied: { dealId: uuid, referredByCode: code, referrerCustomerId: uuid, appliedAt: isoTime },
  DealPaymentStatusChanged: { dealId: uuid, paymentStatus: oneOf(PAYMENT_STATUSES), chargeId: nullable(shortText), changedAt: isoTime },
  DealDeliveryTimeUpdated: {
    dealId: uuid,
    deliveryTime: oneOf(DELIVERY_TIME_BANDS),
    previousDeliveryTime: nullable(oneOf(DELIVERY_TIME_BANDS)),
    actor,
    updatedAt: isoTime,
    noteId,
    note,
  },
  DealConfiguratorRestarted: { dealId: uuid, from: state, documentId: optional(nullable(uuid)), s3Key: legacyS3Key, actor, restartedAt: isoTime },
  DealArchived: { dealId: uuid, from: state, actor, archivedAt: isoTime },
  DealDocumentAttached: {
    dealId: uuid,
    documentId: uuid,
    attachmentType: oneOf(ATTACHMENT_TYPES),
    finalOfferId: nullable(uuid),
    actor,
    attachedAt: isoTime,
  },
  DealDocumentRemoved: { dealId: uuid, documentId: uuid, attachmentType: oneOf(ATTACHMENT_TYPES), actor, removedAt: isoTime },
  DealSelfAssessmentFormGenerated: { dealId: uuid, documentId: uuid, generatedAt: isoTime, detailsVersion: optional(check((v) => typeof v === 'string' && /^[0-9a-f]{16,64}$/.test(v))) },
  DealTermsAccepted: { dealId: uuid, agbVersion: code, withdrawalVersion: nullable(code), actor, acceptedAt: isoTime },
  DealOrderPlaced: { dealId: uuid, orderNumber: check((v) => typeof v === 'string' && ORDER_NUMBER_PATTERN.test(v)), actor, placedAt: isoTime },
  DealPaymentAuthorised: { dealId: uuid, paymentId: shortText, amountCents: positiveInt, method: oneOf(['card']), actor, authorisedAt: isoTime },
  DealPaymentCaptured: { dealId: uuid, paymentId: shortText, amountCents: positiveInt, actor, capturedAt: isoTime },
  DealPaymentVoided: {
    dealId: uuid,
    paymentId: shortText,
    amountCents: positiveInt,
    reason: oneOf(['customer_changes_terms', 'deal_cancelled', 'deal_archived']),
    actor,
    voidedAt: isoTime,
  },
  DealPaymentRefunded: { dealId: uuid, paymentId: shortText, amountCents: positiveInt, actor, refundedAt: isoTime },
};

export const DEAL_EVENT_SCHEMAS: ReadonlyArray<{ type: string; schemaVersion: 1; validate: (data: unknown) => string[] }> = Object.entries(SHAPES).map(
  ([type, fields]) => ({
    type,
    schemaVersion: 1 as const,
    validate: (data: unknown) => {
      const problems: string[] = [];
      shape(fields)(data, '', problems);
      return problems;
    },
  }),
);
