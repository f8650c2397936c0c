import {
  type AttachmentType,
  berlinCalendarDate,
  CUSTOMER_STATE_LABELS,
  downpaymentRangeMessage,
  financeOptionsFor,
  maxDownpaymentCents,
  PAYMENT_RULE_CODES,
  OPS_ACTION_LABELS,
  OPS_ACTION_TRANSITIONS,
  OPS_NOTE_MAX_LENGTH,
  customerStateRank,
  isCheckoutOpen,
  type CustomerDetailsKind,
  type CustomerGroup,
  type DealCustomerState,
  type DealMessageCategory,
  type DealMessageSource,
  type DeliveryOption,
  type DeliveryTimeBand,
  type ExtraName,
  type FinanceOption,
  type FinanceSelection,
  type LogisticsChoice,
  type OpsAction,
  type PaymentStatus,
} from '@autoleasing/contracts';
import { assertNever, type Decider, type DecisionContext } from '../shared/decider';
import { forbidden, invalid, notFound, ruleViolated } from '../shared/domain-error';
import type { DealActor, DealEvent, DealRates, FinalOfferTerms } from './deal.events';
import { DEAL_TRANSITIONS, customerStepTo, findCustomerStep, type CustomerStep } from './deal.transitions';
import type { DealState, OpenDeal } from './deal.state';
import { assertStepPrerequisites, assertTermsNotFrozen, isPaymentHeld, type OrderFacts } from './deal-order.rules';

export type DealCommand =
  | {
      type: 'CreateDeal';
      dealId: string;
      customerId: string;
      customerGroup: CustomerGroup;
      carSpecId: string;
      carModelId: string;
      finalOfferId: string;
      offer: FinalOfferTerms;
      financeOptions: FinanceOption;
      deliveryTime: DeliveryTimeBand | null;
    }
  /**
   * The customer completes a step. `alreadyDoneIsFine`: saving details again for a deal that is
   * already at or past the step's target changes nothing (going back to edit details); without it
   * (status_update) the same target again is a no-op too, but a step that does not fit the state is 409.
   */
  | { type: 'CompleteCheckoutStep'; step: CustomerStep; customerGroup: CustomerGroup; actor: DealActor; alreadyDoneIsFine?: boolean }
  /**
   * status_update (spec 7.5): the customer asks for a target state; the table's customer step from
   * the current state to it is taken. Steps that need details count only when those details are
   * saved (`savedDetails`, looked up by the caller).
   */
  | {
      type: 'RequestCustomerState';
      to: DealCustomerState;
      customerGroup: CustomerGroup;
      savedDetails: readonly CustomerDetailsKind[];
      actor: DealActor;
      /** b2b: the company's founding date (ISO) for the documents rule (BWA of young companies). */
      companyFoundedOn?: string | null;
      /** checkout_completed: the legal texts accepted with this request (recorded with the order). */
      terms?: OrderFacts['terms'];
      /** checkout_completed: the order number the caller drew in this command's transaction. */
      orderNumber?: string;
    }
  | { type: 'ChangeConfiguration'; offer: FinalOfferTerms }
  /** `rates`: the rates recalculated for the new downpayment by the caller (leasing math). */
  | { type: 'ChangeDownpayment'; downpaymentCents: number; rates: DealRates }
  | { type: 'GiveExtrasAgbConsent'; consent: boolean }
  | { type: 'SelectExtra'; extraId: ExtraName }
  | { type: 'ChooseLogistics'; logistics: LogisticsChoice | null }
  | { type: 'ChangeDeliveryOption'; deliveryOption: DeliveryOption }
  | { type: 'ChangeFinanceSelection'; financeSelection: FinanceSelection }
  | { type: 'PostMessage'; messageId: string; category: DealMessageCategory; source: DealMessageSource; actor: DealActor }
  | { type: 'ApplyReferral'; referredByCode: string; referrerCustomerId: string }
  | { type: 'ChangePaymentStatus'; paymentStatus: PaymentStatus; chargeId: string | null }
  /** The provider reserved the one-time amount on the customer's card (`paymentId`: the provider's id). */
  | { type: 'AuthorisePayment'; paymentId: string; amountCents: number; method: 'card'; actor: DealActor }
  /** The customer cancels the reservation (to change the terms): the amount is due again. */
  | { type: 'VoidPayment'; actor: DealActor }
  /** Ops paid back a captured amount. */
  | { type: 'RefundPayment'; actor: DealActor }
  | { type: 'RestartConfigurator'; documentId: string | null; actor: DealActor }
  /**
   * `noteId`: the staff member's optional note, whose text the caller stores in deal_ops_notes
   * (never in the event) when the decision yields events; `noteLength`: its trimmed length, so
   * the rule on its length stays here. No noteId for a blank note.
   */
  | { type: 'PerformOpsAction'; action: OpsAction; deliveryTime?: DeliveryTimeBand; noteId?: string; noteLength?: number; actor: DealActor }
  | { type: 'ArchiveDeal'; by: 'customer' | 'ops'; actor: DealActor }
  /** Documents flow: the document belongs to the deal's customer (checked by the caller). */
  | { type: 'AttachDocument'; documentId: string; attachmentType: AttachmentType; finalOfferId: string | null; actor: DealActor }
  | { type: 'RemoveDocument'; documentId: string; actor: DealActor }
  /**
   * The worker rendered the Selbstauskunft from the details of `detailsVersion`. A form of another
   * version is replaced (removed, the new one generated); the same version records nothing.
   */
  | { type: 'RecordSelfAssessmentForm'; documentId: string; detailsVersion?: string; actor?: DealActor };

export type { DealState, OpenDeal } from './deal.state';

/**
 * The customer's own deal, not archived. Everything else (an unknown id, another customer's deal,
 * an archived one) is answered alike as not found, so ownership is never disclosed.
 */
export function isOwnLiveDeal(state: DealState, customerId: string): state is OpenDeal {
  return state.status === 'open' && state.customerId === customerId && state.customerState !== 'customer_archived';
}

const initialState = (): DealState => ({ status: 'none' });

function evolve(state: DealState, event: DealEvent): DealState {
  if (event.type === 'DealCreated') {
    const d = event.data;
    return {
      status: 'open',
      dealId: d.dealId,
      customerId: d.customerId,
      customerGroup: d.customerGroup,
      customerState: 'inquired',
      carSpecId: d.carSpecId,
      carModelId: d.carModelId,
      finalOfferId: d.finalOfferId,
      offer: d.offer,
      financeOptions: d.financeOptions,
      financeSelection: null,
      selectedExtra: null,
      logistics: null,
      extrasAgbConsent: false,
      paymentStatus: null,
      referredByCode: null,
      deliveryTime: d.deliveryTime,
      selfAssessmentFormGenerated: false,
      selfAssessmentForm: null,
      documents: {},
      termsAccepted: null,
      orderNumber: null,
      payment: null,
    };
  }
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'DealCustomerStateChanged':
      return { ...state, customerState: event.data.to };
    case 'DealFinalOfferChanged':
      return { ...state, offer: event.data.offer };
    case 'DealRatesRecalculated':
      return { ...state, offer: { ...state.offer, ...event.data.rates } };
    case 'DealDownpaymentChanged':
      // A positive Anzahlung is paid once up front (spec 4.3): the option follows the amount.
      return { ...state, offer: { ...state.offer, downpaymentCents: event.data.downpaymentCents }, financeOptions: financeOptionsFor(event.data.downpaymentCents) };
    case 'DealExtrasChanged':
      return { ...state, selectedExtra: event.data.selectedExtra };
    case 'DealLogisticsChanged':
      return { ...state, logistics: event.data.logistics };
    case 'DealDeliveryOptionChanged':
      return { ...state, offer: { ...state.offer, deliveryOption: event.data.deliveryOption } };
    case 'DealExtrasAgbConsentChanged':
      return { ...state, extrasAgbConsent: event.data.consent };
    case 'DealFinanceSelectionChanged':
      return { ...state, financeSelection: event.data.financeSelection };
    case 'DealMessagePosted':
      return state;
    case 'DealReferralApplied':
      return { ...state, referredByCode: event.data.referredByCode };
    case 'DealPaymentStatusChanged':
      return { ...state, paymentStatus: event.data.paymentStatus };
    case 'DealDeliveryTimeUpdated':
      return { ...state, deliveryTime: event.data.deliveryTime };
    case 'DealConfiguratorRestarted':
      return { ...state, customerState: 'inquired' };
    case 'DealArchived':
      return { ...state, customerState: 'customer_archived' };
    case 'DealDocumentAttached':
      return { ...state, documents: { ...state.documents, [event.data.documentId]: event.data.attachmentType } };
    case 'DealDocumentRemoved': {
      const { [event.data.documentId]: _removed, ...documents } = state.documents;
      const form = state.selfAssessmentForm?.documentId === event.data.documentId ? null : state.selfAssessmentForm;
      return { ...state, documents, selfAssessmentForm: form };
    }
    case 'DealSelfAssessmentFormGenerated':
      return {
        ...state,
        selfAssessmentFormGenerated: true,
        selfAssessmentForm: { documentId: event.data.documentId, detailsVersion: event.data.detailsVersion ?? null },
        documents: { ...state.documents, [event.data.documentId]: 'self_assessment_form' },
      };
    case 'DealTermsAccepted':
      return { ...state, termsAccepted: { agbVersion: event.data.agbVersion, withdrawalVersion: event.data.withdrawalVersion } };
    case 'DealOrderPlaced':
      return { ...state, orderNumber: event.data.orderNumber };
    case 'DealPaymentAuthorised':
      return { ...state, paymentStatus: 'authorised', payment: { paymentId: event.data.paymentId, amountCents: event.data.amountCents, status: 'authorised' } };
    case 'DealPaymentCaptured':
      return { ...state, paymentStatus: 'paid', payment: { paymentId: event.data.paymentId, amountCents: event.data.amountCents, status: 'captured' } };
    case 'DealPaymentVoided':
      return { ...state, paymentStatus: 'voided', payment: { paymentId: event.data.paymentId, amountCents: event.data.amountCents, status: 'voided' } };
    case 'DealPaymentRefunded':
      return { ...state, paymentStatus: 'refunded', payment: { paymentId: event.data.paymentId, amountCents: event.data.amountCents, status: 'refunded' } };
    default:
      return assertNever(event, 'deal event');
  }
}

const SYSTEM_ACTOR: DealActor = { userId: 'system', role: 'System' };

/** The one answer for an unknown, another customer's or an archived deal (ownership is not disclosed). */
export const dealNotFound = () => notFound('deal_not_found', 'Der Deal wurde nicht gefunden.');

/** Spec 4.1: an archived deal is treated as not found. */
function requireOpen(state: DealState): OpenDeal {
  if (state.status !== 'open' || state.customerState === 'customer_archived') throw dealNotFound();
  return state;
}

function requireEditable(state: OpenDeal): void {
  if (!isCheckoutOpen(state.customerState)) {
    throw ruleViolated(
      'checkout_closed',
      `Die Bestellung ist bereits abgeschlossen (Status „${CUSTOMER_STATE_LABELS[state.customerState]}“) und kann nicht mehr geändert werden.`,
    );
  }
}

function invalidTransition(from: DealCustomerState, to: DealCustomerState | string): never {
  const target = (CUSTOMER_STATE_LABELS as Record<string, string>)[to] ?? to;
  throw ruleViolated(
    'invalid_transition',
    `Dieser Schritt ist im aktuellen Status „${CUSTOMER_STATE_LABELS[from]}“ nicht möglich (Ziel: „${target}“).`,
  );
}

/**
 * A staff member's note, by id (the text is in deal_ops_notes): none without an id or when blank
 * (trimmed length 0), at most OPS_NOTE_MAX_LENGTH characters.
 */
function opsNote(noteId: string | undefined, noteLength: number | undefined): { noteId?: string } {
  if (!noteId || !noteLength) return {};
  if (noteLength > OPS_NOTE_MAX_LENGTH) {
    throw invalid('note_too_long', `Die Notiz darf höchstens ${OPS_NOTE_MAX_LENGTH} Zeichen lang sein.`, [
      { field: 'note', code: 'too_long', message: `Höchstens ${OPS_NOTE_MAX_LENGTH} Zeichen.` },
    ]);
  }
  return { noteId };
}

function decide(command: DealCommand, state: DealState, { now }: DecisionContext): DealEvent[] {
  const at = now.toISOString();
  if (command.type === 'CreateDeal') {
    if (state.status !== 'none') throw ruleViolated('deal_exists', 'Dieser Deal existiert bereits.');
    if (command.offer.financeRateCents <= 0) {
      throw ruleViolated('rate_not_positive', 'Für dieses Angebot lässt sich keine Rate über 0 € berechnen.');
    }
    const { type: _type, ...data } = command;
    return [{ type: 'DealCreated', data: { ...data, createdAt: at } }];
  }
  const deal = requireOpen(state);
  switch (command.type) {
    case 'CompleteCheckoutStep':
    case 'RequestCustomerState':
      return decideCheckoutStep(deal, command, at, now);
    case 'ChangeConfiguration':
    case 'ChangeDownpayment':
    case 'GiveExtrasAgbConsent':
    case 'SelectExtra':
    case 'ChooseLogistics':
    case 'ChangeDeliveryOption':
    case 'ChangeFinanceSelection':
    case 'RestartConfigurator':
      return decideConfiguration(deal, command, at);
    case 'PostMessage':
    case 'ApplyReferral':
    case 'ChangePaymentStatus':
      return decideCustomerRecord(deal, command, at);
    case 'PerformOpsAction':
    case 'ArchiveDeal':
      return decideOps(deal, command, at);
    case 'AttachDocument':
    case 'RemoveDocument':
    case 'RecordSelfAssessmentForm':
      return decideDocuments(deal, command, at);
    case 'AuthorisePayment':
    case 'VoidPayment':
    case 'RefundPayment':
      return decidePayment(deal, command, at);
    default:
      return assertNever(command, 'deal command');
  }
}

type CommandOf<T extends DealCommand['type']> = Extract<DealCommand, { type: T }>;

/** The customer moving through the checkout steps, up to the order (spec 4.1–4.3). */
function decideCheckoutStep(deal: OpenDeal, command: CommandOf<'CompleteCheckoutStep' | 'RequestCustomerState'>, at: string, now: Date): DealEvent[] {
  const dealId = deal.dealId;
  switch (command.type) {
    case 'CompleteCheckoutStep': {
      if (command.customerGroup !== deal.customerGroup) {
        throw forbidden('wrong_customer_group', 'Dieser Schritt gehört nicht zu Ihrer Kundengruppe.');
      }
      const row = findCustomerStep(deal.customerState, command.step, command.customerGroup);
      if (row) {
        // The steps without details of their own (documents, order) are taken through status_update,
        // which brings the facts they need; here they are held to the same rules.
        assertStepPrerequisites(deal, row.to, { savedDetails: [] }, isoToday(now));
        if (row.to === 'checkout_completed') throw orderNumberMissing();
        return [{ type: 'DealCustomerStateChanged', data: { dealId, from: deal.customerState, to: row.to, trigger: command.step, actor: command.actor, changedAt: at } }];
      }
      // The same step again (second tab, retried request, editing details later): nothing to do
      // while the deal is at or past where the step leads and the checkout is still open.
      const target = DEAL_TRANSITIONS.find((t) => t.by === 'customer' && t.trigger === command.step && t.groups.includes(command.customerGroup))?.to;
      if (target && deal.customerState === target) return [];
      if (
        command.alreadyDoneIsFine &&
        target &&
        isCheckoutOpen(deal.customerState) &&
        customerStateRank(deal.customerState) > customerStateRank(target)
      ) {
        return [];
      }
      return invalidTransition(deal.customerState, target ?? command.step);
    }
    case 'RequestCustomerState': {
      if (command.customerGroup !== deal.customerGroup) {
        throw forbidden('wrong_customer_group', 'Dieser Schritt gehört nicht zu Ihrer Kundengruppe.');
      }
      if (deal.customerState === command.to) return [];
      const row = customerStepTo(deal.customerState, command.to, command.customerGroup);
      if (!row) return invalidTransition(deal.customerState, command.to);
      if (row.details && !command.savedDetails.includes(row.details)) {
        throw ruleViolated('details_required', 'Bitte füllen Sie zuerst die Angaben dieses Schritts aus und speichern Sie sie.');
      }
      const facts = { savedDetails: command.savedDetails, companyFoundedOn: command.companyFoundedOn, terms: command.terms };
      assertStepPrerequisites(deal, row.to, facts, isoToday(now));
      const changed: DealEvent = {
        type: 'DealCustomerStateChanged',
        data: { dealId, from: deal.customerState, to: row.to, trigger: row.trigger, actor: command.actor, changedAt: at },
      };
      return row.to === 'checkout_completed' ? placeOrder(deal, command, changed, at) : [changed];
    }
    default:
      return assertNever(command, 'deal command');
  }
}

/** The configuration while the checkout is open: car, terms, Anzahlung, extras, delivery, payment choice (spec 4.5). */
function decideConfiguration(deal: OpenDeal, command: CommandOf<'ChangeConfiguration' | 'ChangeDownpayment' | 'GiveExtrasAgbConsent' | 'SelectExtra' | 'ChooseLogistics' | 'ChangeDeliveryOption' | 'ChangeFinanceSelection' | 'RestartConfigurator'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  switch (command.type) {
    case 'ChangeConfiguration': {
      requireEditable(deal);
      if (command.offer.months !== deal.offer.months || command.offer.kmPerYear !== deal.offer.kmPerYear) assertTermsNotFrozen(deal);
      if (command.offer.financeRateCents <= 0) {
        throw ruleViolated('rate_not_positive', 'Für diese Konfiguration lässt sich keine Rate über 0 € berechnen.');
      }
      const events: DealEvent[] = [];
      if (!sameOffer(command.offer, deal.offer)) {
        events.push({ type: 'DealFinalOfferChanged', data: { dealId, finalOfferId: deal.finalOfferId, offer: command.offer, changedAt: at } });
      }
      if (command.offer.deliveryOption === 'by_factory' && deal.offer.deliveryOption !== 'by_factory' && deal.selectedExtra !== null) {
        events.push({ type: 'DealExtrasChanged', data: { dealId, selectedExtra: null, reason: 'factory_pickup', changedAt: at } });
      }
      return events;
    }
    case 'ChangeDownpayment': {
      requireEditable(deal);
      assertDownpaymentInRange(command.downpaymentCents, deal.offer.listPriceCents);
      if (command.downpaymentCents !== deal.offer.downpaymentCents) assertTermsNotFrozen(deal);
      // Spec 4.5: stored only if the recalculated final rate stays above 0.
      if (!(command.rates.financeRateCents > 0)) {
        throw ruleViolated('rate_not_positive', 'Mit dieser Anzahlung läge die Rate bei 0 € oder darunter. Bitte wählen Sie eine niedrigere Anzahlung.');
      }
      const recalculated: DealEvent = { type: 'DealRatesRecalculated', data: { dealId, rates: command.rates, recalculatedAt: at } };
      if (command.downpaymentCents === deal.offer.downpaymentCents) return sameRates(command.rates, deal.offer) ? [] : [recalculated];
      return [
        { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: deal.offer.downpaymentCents, downpaymentCents: command.downpaymentCents, changedAt: at } },
        recalculated,
      ];
    }
    case 'GiveExtrasAgbConsent':
      requireEditable(deal);
      return deal.extrasAgbConsent === command.consent ? [] : [{ type: 'DealExtrasAgbConsentChanged', data: { dealId, consent: command.consent, changedAt: at } }];
    case 'SelectExtra': {
      requireEditable(deal);
      // Factory pickup resets the extras (spec 4.5), so none can be chosen while it is the option.
      if (deal.offer.deliveryOption === 'by_factory') {
        throw ruleViolated('extras_unavailable_factory_pickup', 'Bei Abholung im Werk können keine Extras gewählt werden.');
      }
      // Spec 4.5: one extra at a time; the selected one chosen again clears the selection.
      const clearing = deal.selectedExtra === command.extraId;
      return [
        {
          type: 'DealExtrasChanged',
          data: { dealId, selectedExtra: clearing ? null : command.extraId, reason: clearing ? 'cleared' : 'selected', changedAt: at },
        },
      ];
    }
    case 'ChooseLogistics':
      requireEditable(deal);
      return deal.logistics === command.logistics ? [] : [{ type: 'DealLogisticsChanged', data: { dealId, logistics: command.logistics, changedAt: at } }];
    case 'ChangeDeliveryOption': {
      requireEditable(deal);
      if (deal.offer.deliveryOption === command.deliveryOption) return [];
      const events: DealEvent[] = [{ type: 'DealDeliveryOptionChanged', data: { dealId, deliveryOption: command.deliveryOption, changedAt: at } }];
      // Spec 4.5: choosing factory pickup resets the extras.
      if (command.deliveryOption === 'by_factory' && deal.selectedExtra !== null) {
        events.push({ type: 'DealExtrasChanged', data: { dealId, selectedExtra: null, reason: 'factory_pickup', changedAt: at } });
      }
      return events;
    }
    case 'ChangeFinanceSelection':
      requireEditable(deal);
      if (deal.financeSelection === command.financeSelection) return [];
      assertTermsNotFrozen(deal);
      return [{ type: 'DealFinanceSelectionChanged', data: { dealId, financeSelection: command.financeSelection, changedAt: at } }];
    case 'RestartConfigurator': {
      if (deal.customerState === 'inquired') return [];
      assertTermsNotFrozen(deal);
      const row = DEAL_TRANSITIONS.find((t) => t.by === 'customer' && t.trigger === 'restart_configurator' && t.from === deal.customerState);
      if (!row) return invalidTransition(deal.customerState, 'inquired');
      return [{ type: 'DealConfiguratorRestarted', data: { dealId, from: deal.customerState, documentId: command.documentId, actor: command.actor, restartedAt: at } }];
    }
    default:
      return assertNever(command, 'deal command');
  }
}

/** Messages, referral codes and the payment status the provider reports. */
function decideCustomerRecord(deal: OpenDeal, command: CommandOf<'PostMessage' | 'ApplyReferral' | 'ChangePaymentStatus'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  switch (command.type) {
    case 'PostMessage':
      return [
        {
          type: 'DealMessagePosted',
          data: { dealId, messageId: command.messageId, category: command.category, source: command.source, actor: command.actor, postedAt: at },
        },
      ];
    case 'ApplyReferral': {
      if (deal.referredByCode === command.referredByCode) return [];
      if (deal.referredByCode !== null) {
        throw ruleViolated('referral_already_applied', 'Für diesen Deal wurde bereits ein Empfehlungscode eingelöst.');
      }
      if (command.referrerCustomerId === deal.customerId) {
        throw ruleViolated('referral_own_code', 'Ihren eigenen Empfehlungscode können Sie nicht einlösen.');
      }
      if (customerStateRank(deal.customerState) >= customerStateRank('checkout_completed')) {
        throw ruleViolated('checkout_closed', 'Ein Empfehlungscode kann nur vor Abschluss der Bestellung eingelöst werden.');
      }
      return [
        { type: 'DealReferralApplied', data: { dealId, referredByCode: command.referredByCode, referrerCustomerId: command.referrerCustomerId, appliedAt: at } },
      ];
    }
    case 'ChangePaymentStatus':
      if (deal.paymentStatus === 'paid') {
        if (command.paymentStatus === 'paid') return [];
        throw ruleViolated('payment_already_paid', 'Diese Zahlung ist bereits erfolgt.');
      }
      return deal.paymentStatus === command.paymentStatus
        ? []
        : [{ type: 'DealPaymentStatusChanged', data: { dealId, paymentStatus: command.paymentStatus, chargeId: command.chargeId, changedAt: at } }];
    default:
      return assertNever(command, 'deal command');
  }
}

/** Staff moving the deal on after the order, and archiving (spec 7.8). */
function decideOps(deal: OpenDeal, command: CommandOf<'PerformOpsAction' | 'ArchiveDeal'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  switch (command.type) {
    case 'PerformOpsAction': {
      const { from, to } = OPS_ACTION_TRANSITIONS[command.action];
      if (!(from as readonly string[]).includes(deal.customerState)) {
        throw ruleViolated(
          'invalid_transition',
          `„${OPS_ACTION_LABELS[command.action]}“ ist im Status „${CUSTOMER_STATE_LABELS[deal.customerState]}“ nicht möglich.`,
        );
      }
      // "Prepare and upload the contract": the contract document (attachment type contract,
      // uploaded through the ops contract-document endpoints) must be on the deal first.
      if (command.action === 'prepare_contract' && !Object.values(deal.documents).includes('contract')) {
        throw ruleViolated(
          'contract_document_required',
          'Bitte laden Sie zuerst den Leasingvertrag (PDF) hoch, bevor Sie den Vertrag als vorbereitet markieren.',
        );
      }
      const note = opsNote(command.noteId, command.noteLength);
      const events: DealEvent[] = [];
      // The signed contract is in: the reserved one-time amount is taken now (the caller captured it at the provider).
      if (command.action === 'mark_contract_signed_uploaded' && deal.payment?.status === 'authorised') {
        const { paymentId, amountCents } = deal.payment;
        events.push({ type: 'DealPaymentCaptured', data: { dealId, paymentId, amountCents, actor: command.actor, capturedAt: at } });
      }
      if (command.action === 'update_delivery_time') {
        if (!command.deliveryTime) throw ruleViolated('delivery_time_required', 'Bitte wählen Sie eine Lieferzeit.');
        // The note belongs to the delivery time (it is there even when the state stays).
        events.push({
          type: 'DealDeliveryTimeUpdated',
          data: { dealId, deliveryTime: command.deliveryTime, previousDeliveryTime: deal.deliveryTime, actor: command.actor, updatedAt: at, ...note },
        });
      }
      if (deal.customerState !== to) {
        events.push({
          type: 'DealCustomerStateChanged',
          data: { dealId, from: deal.customerState, to, trigger: command.action, actor: command.actor, changedAt: at, ...(command.action === 'update_delivery_time' ? {} : note) },
        });
      }
      return events;
    }
    case 'ArchiveDeal': {
      const allowed = DEAL_TRANSITIONS.some((t) => t.by === command.by && t.trigger === 'archive' && t.from === deal.customerState);
      if (!allowed) {
        throw ruleViolated('archive_not_allowed', `Ein Deal im Status „${CUSTOMER_STATE_LABELS[deal.customerState]}“ kann nicht archiviert werden.`);
      }
      const archived: DealEvent = { type: 'DealArchived', data: { dealId, from: deal.customerState, actor: command.actor, archivedAt: at } };
      // A reservation is released with the deal (the caller voided it at the provider).
      if (deal.payment?.status !== 'authorised') return [archived];
      const { paymentId, amountCents } = deal.payment;
      const reason = command.by === 'ops' ? 'deal_cancelled' : 'deal_archived';
      return [{ type: 'DealPaymentVoided', data: { dealId, paymentId, amountCents, reason, actor: command.actor, voidedAt: at } }, archived];
    }
    default:
      return assertNever(command, 'deal command');
  }
}

/** Documents on the deal: attached, removed, and the generated Selbstauskunft. */
function decideDocuments(deal: OpenDeal, command: CommandOf<'AttachDocument' | 'RemoveDocument' | 'RecordSelfAssessmentForm'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  switch (command.type) {
    case 'AttachDocument':
      if (deal.documents[command.documentId] === command.attachmentType) return [];
      if (deal.documents[command.documentId]) {
        throw ruleViolated('document_already_attached', 'Dieses Dokument ist bereits mit einer anderen Art angehängt.');
      }
      return [
        {
          type: 'DealDocumentAttached',
          data: { dealId, documentId: command.documentId, attachmentType: command.attachmentType, finalOfferId: command.finalOfferId, actor: command.actor, attachedAt: at },
        },
      ];
    case 'RemoveDocument': {
      const attachmentType = deal.documents[command.documentId];
      if (!attachmentType) throw notFound('document_not_found', 'Das Dokument wurde nicht gefunden.');
      // The generated Selbstauskunft and the prepared contract belong to the process, not the customer.
      if (attachmentType === 'self_assessment_form' || attachmentType === 'contract') {
        throw ruleViolated('document_not_removable', 'Dieses Dokument kann nicht entfernt werden.');
      }
      requireEditable(deal);
      return [{ type: 'DealDocumentRemoved', data: { dealId, documentId: command.documentId, attachmentType, actor: command.actor, removedAt: at } }];
    }
    case 'RecordSelfAssessmentForm': {
      const version = command.detailsVersion ? { detailsVersion: command.detailsVersion } : {};
      const generated: DealEvent = { type: 'DealSelfAssessmentFormGenerated', data: { dealId, documentId: command.documentId, generatedAt: at, ...version } };
      const current = deal.selfAssessmentForm;
      if (!current) return deal.selfAssessmentFormGenerated ? [] : [generated];
      // A job that runs twice records one form: for the same details the first one stays.
      if (current.documentId === command.documentId || !command.detailsVersion || current.detailsVersion === command.detailsVersion) return [];
      // Once the order is placed, its form is the one the credit check was made on: it stays.
      if (customerStateRank(deal.customerState) >= customerStateRank('checkout_completed')) return [];
      // The details changed since: the old form goes, the new one replaces it.
      const actor = command.actor ?? SYSTEM_ACTOR;
      return [
        { type: 'DealDocumentRemoved', data: { dealId, documentId: current.documentId, attachmentType: 'self_assessment_form', actor, removedAt: at } },
        generated,
      ];
    }
    default:
      return assertNever(command, 'deal command');
  }
}

function orderNumberMissing(): never {
  throw ruleViolated('order_number_missing', 'Die Bestellung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.');
}

/** The Berlin calendar day of `now` as an ISO date (the customer's day). */
function isoToday(now: Date): string {
  const { year, month, day } = berlinCalendarDate(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Field check of the Anzahlung: a whole number of cents from 0 to the banks' maximum (a share of
 * the list price, contracts/checkout/order-rules.ts). One message that names the maximum.
 */
function assertDownpaymentInRange(downpaymentCents: number, listPriceCents: number): void {
  if (Number.isSafeInteger(downpaymentCents) && downpaymentCents >= 0 && downpaymentCents <= maxDownpaymentCents(listPriceCents)) return;
  const message = downpaymentRangeMessage(listPriceCents);
  throw invalid('downpayment_out_of_range', message, [{ field: 'downpayment_cents', code: 'out_of_range', message }]);
}

/**
 * checkout_completed: the terms accepted with the request (when they are new), the state change
 * and the order with its number, all in one decision, so a refused order records none of them.
 */
function placeOrder(deal: OpenDeal, command: Extract<DealCommand, { type: 'RequestCustomerState' }>, changed: DealEvent, at: string): DealEvent[] {
  if (!command.orderNumber) return orderNumberMissing();
  const { dealId } = deal;
  const events: DealEvent[] = [];
  const terms = command.terms;
  if (terms && (terms.agbVersion !== deal.termsAccepted?.agbVersion || terms.withdrawalVersion !== deal.termsAccepted?.withdrawalVersion)) {
    events.push({ type: 'DealTermsAccepted', data: { dealId, agbVersion: terms.agbVersion, withdrawalVersion: terms.withdrawalVersion, actor: command.actor, acceptedAt: at } });
  }
  events.push(changed, { type: 'DealOrderPlaced', data: { dealId, orderNumber: command.orderNumber, actor: command.actor, placedAt: at } });
  return events;
}

type PaymentCommand = Extract<DealCommand, { type: 'AuthorisePayment' | 'VoidPayment' | 'RefundPayment' }>;

/** The reservation's life: reserved while the checkout is open, released by the customer, paid back by ops. */
function decidePayment(deal: OpenDeal, command: PaymentCommand, at: string): DealEvent[] {
  const { dealId } = deal;
  const payment = deal.payment;
  switch (command.type) {
    case 'AuthorisePayment': {
      if (payment?.paymentId === command.paymentId && payment.status === 'authorised') return [];
      requireEditable(deal);
      // A card reservation is what the customer chose (or the only way the offer allows).
      const cardChosen = deal.financeSelection === 'one_time' || deal.financeOptions === 'one_time';
      const due = !isPaymentHeld(deal) && deal.offer.downpaymentCents > 0 && cardChosen;
      if (!due) throw ruleViolated(PAYMENT_RULE_CODES.notDue, 'Für diesen Deal ist derzeit keine Zahlung fällig.');
      if (command.amountCents !== deal.offer.downpaymentCents) {
        throw ruleViolated('payment_amount_outdated', 'Die Anzahlung hat sich geändert. Bitte laden Sie die Seite neu und prüfen Sie den Betrag.');
      }
      return [
        {
          type: 'DealPaymentAuthorised',
          data: { dealId, paymentId: command.paymentId, amountCents: command.amountCents, method: command.method, actor: command.actor, authorisedAt: at },
        },
      ];
    }
    case 'VoidPayment': {
      if (payment?.status !== 'authorised') {
        throw ruleViolated(PAYMENT_RULE_CODES.nothingReserved, 'Für diesen Deal ist keine Reservierung vorhanden, die aufgehoben werden kann.');
      }
      // After the order the customer cancels the order itself (ops), not only the reservation.
      requireEditable(deal);
      const { paymentId, amountCents } = payment;
      return [{ type: 'DealPaymentVoided', data: { dealId, paymentId, amountCents, reason: 'customer_changes_terms', actor: command.actor, voidedAt: at } }];
    }
    case 'RefundPayment': {
      if (payment?.status !== 'captured') {
        throw ruleViolated(PAYMENT_RULE_CODES.nothingCaptured, 'Für diesen Deal wurde kein Betrag eingezogen, der erstattet werden kann.');
      }
      const { paymentId, amountCents } = payment;
      return [{ type: 'DealPaymentRefunded', data: { dealId, paymentId, amountCents, actor: command.actor, refundedAt: at } }];
    }
    default:
      return assertNever(command, 'payment command');
  }
}

function sameRates(a: DealRates, b: DealRates): boolean {
  return (
    a.financeRateCents === b.financeRateCents &&
    a.serviceRateCents === b.serviceRateCents &&
    a.insuranceRateCents === b.insuranceRateCents &&
    a.priceInCentsPerExtraKm === b.priceInCentsPerExtraKm &&
    a.discountInCentsPerUntappedKm === b.discountInCentsPerUntappedKm
  );
}

function sameOffer(a: FinalOfferTerms, b: FinalOfferTerms): boolean {
  return (Object.keys(a) as (keyof FinalOfferTerms)[]).every((key) => a[key] === b[key]);
}

export const dealDecider: Decider<DealState, DealCommand, DealEvent> = { initialState, evolve, decide };
