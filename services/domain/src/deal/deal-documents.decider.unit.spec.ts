import { deciderSpec } from '../testing/decider-spec';
import { dealDecider } from './deal.decider';
import type { DealActor, DealEvent, FinalOfferTerms } from './deal.events';

const dealId = 'd0000000-0000-4000-8000-000000000001';
const docId = 'e0000000-0000-4000-8000-000000000001';
const otherDocId = 'e0000000-0000-4000-8000-000000000002';
const at = '2026-11-21T12:00:00.000Z';
const customer: DealActor = { userId: 'c0000000-0000-4000-8000-000000000001', role: 'Customer' };
const system: DealActor = { userId: 'system', role: 'System' };

const offer: FinalOfferTerms = {
  months: 36, kmPerYear: 10000, listPriceCents: 4000000, downpaymentCents: 0, fleetSize: 1, offerType: 'other',
  bafaBonusAvailable: false, insuranceEnabled: false, servicePackageEnabled: false, deliveryOption: 'by_home',
  financeRateCents: 45100, serviceRateCents: 3400, insuranceRateCents: 0, priceInCentsPerExtraKm: 9, discountInCentsPerUntappedKm: 4,
};
const created: DealEvent = {
  type: 'DealCreated',
  data: { dealId, customerId: customer.userId, customerGroup: 'b2c', carSpecId: 's1', carModelId: 'm1', finalOfferId: 'f1', offer, financeOptions: 'monthly', deliveryTime: null, createdAt: at },
};
const movedTo = (to: 'self_assessment_completed' | 'checkout_completed'): DealEvent => ({
  type: 'DealCustomerStateChanged',
  data: { dealId, from: 'inquired', to, trigger: 'test', actor: customer, changedAt: at },
});
const attached = (documentId = docId, attachmentType: 'identity_card' | 'proof_of_income' = 'identity_card', finalOfferId: string | null = null): DealEvent => ({
  type: 'DealDocumentAttached',
  data: { dealId, documentId, attachmentType, finalOfferId, actor: customer, attachedAt: at },
});
const formGenerated = (documentId = docId): DealEvent => ({ type: 'DealSelfAssessmentFormGenerated', data: { dealId, documentId, generatedAt: at } });
const archived: DealEvent = { type: 'DealArchived', data: { dealId, from: 'inquired', actor: customer, archivedAt: at } };

describe('deal decider: documents', () => {
  it('attaches a document to the deal or its final offer once', () => {
    deciderSpec(dealDecider)
      .given([created])
      .when({ type: 'AttachDocument', documentId: docId, attachmentType: 'identity_card', finalOfferId: null, actor: customer })
      .then([attached()]);
    deciderSpec(dealDecider)
      .given([created])
      .when({ type: 'AttachDocument', documentId: docId, attachmentType: 'identity_card', finalOfferId: 'f1', actor: customer })
      .then([attached(docId, 'identity_card', 'f1')]);
    // Again with the same type: nothing to do (a retried request).
    deciderSpec(dealDecider)
      .given([created, attached()])
      .when({ type: 'AttachDocument', documentId: docId, attachmentType: 'identity_card', finalOfferId: null, actor: customer })
      .then([]);
  });

  it('refuses the same document as another type, and any document on a missing or archived deal', () => {
    deciderSpec(dealDecider)
      .given([created, attached()])
      .when({ type: 'AttachDocument', documentId: docId, attachmentType: 'proof_of_income', finalOfferId: null, actor: customer })
      .thenThrows({ kind: 'rule', code: 'document_already_attached' });
    deciderSpec(dealDecider)
      .given([])
      .when({ type: 'AttachDocument', documentId: docId, attachmentType: 'identity_card', finalOfferId: null, actor: customer })
      .thenThrows({ kind: 'not_found', code: 'deal_not_found' });
    deciderSpec(dealDecider)
      .given([created, archived])
      .when({ type: 'AttachDocument', documentId: docId, attachmentType: 'identity_card', finalOfferId: null, actor: customer })
      .thenThrows({ kind: 'not_found', code: 'deal_not_found' });
  });

  it('removes an attached document while the checkout is open', () => {
    deciderSpec(dealDecider)
      .given([created, attached(), attached(otherDocId, 'proof_of_income')])
      .when({ type: 'RemoveDocument', documentId: otherDocId, actor: customer })
      .then([{ type: 'DealDocumentRemoved', data: { dealId, documentId: otherDocId, attachmentType: 'proof_of_income', actor: customer, removedAt: at } }]);
  });

  it('refuses to remove a document that is not attached, the Selbstauskunft, or after checkout', () => {
    deciderSpec(dealDecider).given([created]).when({ type: 'RemoveDocument', documentId: docId, actor: customer }).thenThrows({ kind: 'not_found', code: 'document_not_found' });
    const removed: DealEvent = { type: 'DealDocumentRemoved', data: { dealId, documentId: docId, attachmentType: 'identity_card', actor: customer, removedAt: at } };
    deciderSpec(dealDecider)
      .given([created, attached(), removed])
      .when({ type: 'RemoveDocument', documentId: docId, actor: customer })
      .thenThrows({ kind: 'not_found', code: 'document_not_found' });
    deciderSpec(dealDecider)
      .given([created, formGenerated()])
      .when({ type: 'RemoveDocument', documentId: docId, actor: customer })
      .thenThrows({ kind: 'rule', code: 'document_not_removable' });
    deciderSpec(dealDecider)
      .given([created, attached(), movedTo('checkout_completed')])
      .when({ type: 'RemoveDocument', documentId: docId, actor: customer })
      .thenThrows({ kind: 'rule', code: 'checkout_closed' });
  });

  it('records the generated Selbstauskunft once, however often the job runs', () => {
    deciderSpec(dealDecider)
      .given([created, movedTo('self_assessment_completed')])
      .when({ type: 'RecordSelfAssessmentForm', documentId: docId })
      .then([formGenerated()]);
    deciderSpec(dealDecider).given([created, formGenerated()]).when({ type: 'RecordSelfAssessmentForm', documentId: otherDocId }).then([]);
    deciderSpec(dealDecider).given([]).when({ type: 'RecordSelfAssessmentForm', documentId: docId }).thenThrows({ code: 'deal_not_found' });
  });

  it('folds documents into the state: attached, removed, generated', () => {
    const state = [created, attached(), attached(otherDocId, 'proof_of_income'), formGenerated('e0000000-0000-4000-8000-000000000003')]
      .concat([{ type: 'DealDocumentRemoved', data: { dealId, documentId: docId, attachmentType: 'identity_card', actor: system, removedAt: at } }])
      .reduce(dealDecider.evolve, dealDecider.initialState());
    expect(state).toMatchObject({
      selfAssessmentFormGenerated: true,
      documents: { [otherDocId]: 'proof_of_income', 'e0000000-0000-4000-8000-000000000003': 'self_assessment_form' },
    });
    expect(state.status === 'open' && docId in state.documents).toBe(false);
  });
});
