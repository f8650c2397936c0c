/** How the deal's events fold into its state: the `evolve` of the deal decider (deal.decider.ts). */
import { financeOptionsFor } from '@autoleasing/contracts';
import { assertNever } from '../shared/decider';
import type { DealCreated, DealEvent } from './deal.events';
import type { DealState, OpenDeal } from './deal.state';

export const initialState = (): DealState => ({ status: 'none' });

/** The state a new deal starts in: inquired, with the offer it was created from. */
function createdDeal(d: DealCreated['data']): OpenDeal {
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

export function evolve(state: DealState, event: DealEvent): DealState {
  if (event.type === 'DealCreated') return createdDeal(event.data);
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
