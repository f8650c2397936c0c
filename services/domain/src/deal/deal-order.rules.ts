import {
  type CustomerDetailsKind,
  type DealCustomerState,
  isPaymentDue,
  isYoungCompany,
  missingDocuments,
  PAYMENT_HELD_STATUSES,
  PAYMENT_RULE_CODES,
  TERMS_VERSIONS,
} from '@autoleasing/contracts';
import { DomainError } from '../shared/domain-error';
import { DEAL_TRANSITIONS } from './deal.transitions';
import type { OpenDeal } from './deal.state';

/**
 * The rules an order must meet before the deal moves on (issue 17). The browser shows the same
 * rules (contracts/checkout/order-rules.ts); these are the ones that count. Every refusal is a 409
 * with a stable code, a German message and `step`: the checkout page whose field it is about.
 */

/** Facts the caller looked up for the step (mutable tables, not in the deal's events). */
export interface OrderFacts {
  /** The customer details saved so far (status_update looks them up). */
  savedDetails: readonly CustomerDetailsKind[];
  /** b2b: the company's founding date (ISO), from its saved details; null when unknown. */
  companyFoundedOn?: string | null;
  /** The legal texts the customer accepted with this request (checkout_completed only). */
  terms?: { agbVersion: string; withdrawalVersion: string | null };
}

export type OrderStepPage = 'documents' | 'summary' | 'details' | 'configurator';

const refuse = (code: string, message: string, step: OrderStepPage, extra: Record<string, unknown> = {}) =>
  new DomainError('rule', code, message, [], { step, ...extra });

/** The details kinds the group's path saves (personal, company, credit check, owner…). */
export function detailsOfPath(group: OpenDeal['customerGroup']): CustomerDetailsKind[] {
  return DEAL_TRANSITIONS.filter((t) => t.by === 'customer' && t.groups.includes(group) && t.details).map((t) => t.details as CustomerDetailsKind);
}

/** The documents step: every required document attached (self-declared company age decides the BWA). */
export function assertDocumentsComplete(deal: OpenDeal, facts: Pick<OrderFacts, 'companyFoundedOn'>, today: string): void {
  const young = deal.customerGroup === 'b2b' ? isYoungCompany(facts.companyFoundedOn ?? null, today) : false;
  const missing = missingDocuments(deal.customerGroup, Object.values(deal.documents), young);
  if (missing.length > 0) {
    throw refuse('documents_missing', `Bitte laden Sie noch folgende Dokumente hoch: ${missing.map((m) => m.label).join(', ')}.`, 'documents', {
      missing: missing.map((m) => m.key),
    });
  }
}

/** The current AGB (and for consumers the Widerrufsbelehrung): accepted before or with this request. */
export function assertTermsAccepted(deal: OpenDeal, terms: OrderFacts['terms']): void {
  const accepted = terms ?? deal.termsAccepted;
  const consumer = deal.customerGroup === 'b2c';
  const current = accepted?.agbVersion === TERMS_VERSIONS.agb && (!consumer || accepted?.withdrawalVersion === TERMS_VERSIONS.withdrawal);
  if (current) return;
  const message = consumer
    ? 'Bitte akzeptieren Sie die aktuellen AGB und bestätigen Sie, dass Sie die Widerrufsbelehrung zur Kenntnis genommen haben.'
    : 'Bitte akzeptieren Sie die aktuellen AGB.';
  throw refuse(accepted ? 'terms_version_outdated' : 'terms_not_accepted', message, 'summary');
}

/** Spec 4.3: no one-time payment may still be due (a card choice needs its reservation). */
export function assertPaymentSettled(deal: OpenDeal): void {
  const due = isPaymentDue({
    finance_options: deal.financeOptions,
    finance_selection: deal.financeSelection,
    selected: deal.financeSelection !== null,
    payment_status: deal.paymentStatus,
  });
  if (!due) return;
  const message =
    deal.financeSelection === 'one_time'
      ? 'Bitte reservieren Sie die Anzahlung per Karte, bevor Sie bestellen.'
      : 'Bitte wählen Sie, wie Sie die Anzahlung zahlen möchten, bevor Sie bestellen.';
  throw refuse(PAYMENT_RULE_CODES.paymentRequired, message, 'summary');
}

/** Every details step of the group's path saved (status_update could otherwise skip one). */
export function assertPathComplete(deal: OpenDeal, savedDetails: readonly CustomerDetailsKind[]): void {
  const missing = detailsOfPath(deal.customerGroup).filter((kind) => !savedDetails.includes(kind));
  if (missing.length > 0) {
    throw refuse('details_required', 'Bitte füllen Sie zuerst alle Angaben der vorherigen Schritte aus und speichern Sie sie.', 'details', { missing });
  }
}

/**
 * What must hold before the customer moves the deal to `to` (beyond the transition table and the
 * step's own details): documents for documents_uploaded; for checkout_completed the whole path,
 * the documents, the current legal texts and the payment rule.
 */
export function assertStepPrerequisites(deal: OpenDeal, to: DealCustomerState, facts: OrderFacts, today: string): void {
  if (to === 'documents_uploaded') assertDocumentsComplete(deal, facts, today);
  if (to !== 'checkout_completed') return;
  assertPathComplete(deal, facts.savedDetails);
  assertDocumentsComplete(deal, facts, today);
  assertTermsAccepted(deal, facts.terms);
  assertPaymentSettled(deal);
}

/** Whether the one-time amount is reserved or taken: Anzahlung, term, km and payment choice stay as they are. */
export function isPaymentHeld(deal: OpenDeal): boolean {
  return deal.paymentStatus !== null && PAYMENT_HELD_STATUSES.includes(deal.paymentStatus);
}

/** The refusal for a change of the order's terms while the amount is reserved. */
export function assertTermsNotFrozen(deal: OpenDeal): void {
  if (!isPaymentHeld(deal)) return;
  throw refuse(
    PAYMENT_RULE_CODES.termsFrozen,
    'Ihre Anzahlung ist bereits auf Ihrer Karte reserviert. Um Anzahlung, Laufzeit, Kilometer oder Zahlungsart zu ändern, heben Sie bitte zuerst die Reservierung auf.',
    'configurator',
  );
}
