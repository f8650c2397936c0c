import { deciderSpec } from '../testing/decider-spec';
import { at, customer, dealCreated, dealId } from '../testing/deal-fixtures';
import { dealDecider, isOwnLiveDeal } from './deal.decider';
import type { DealActor, DealEvent } from './deal.events';

const docId = 'e0000000-0000-4000-8000-000000000001';
const otherDocId = 'e0000000-0000-4000-8000-000000000002';
const system: DealActor = { userId: 'system', role: 'System' };

const created = dealCreated();
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

  describe('Selbstauskunft versions (regeneration after the details changed)', () => {
    const v1 = '0123456789abcdef0123456789abcdef';
    const v2 = 'fedcba9876543210fedcba9876543210';
    const generatedAt = (documentId: string, detailsVersion?: string): DealEvent => ({
      type: 'DealSelfAssessmentFormGenerated',
      data: { dealId, documentId, generatedAt: at, ...(detailsVersion ? { detailsVersion } : {}) },
    });

    it('given no form, when the worker records one, then it is generated with its version', () => {
      deciderSpec(dealDecider)
        .given([created, movedTo('self_assessment_completed')])
        .when({ type: 'RecordSelfAssessmentForm', documentId: docId, detailsVersion: v1, actor: customer })
        .then([generatedAt(docId, v1)]);
    });

    it('given a form of the same version, when recorded again (another run), then nothing', () => {
      deciderSpec(dealDecider).given([created, generatedAt(docId, v1)]).when({ type: 'RecordSelfAssessmentForm', documentId: otherDocId, detailsVersion: v1 }).then([]);
      deciderSpec(dealDecider).given([created, generatedAt(docId, v1)]).when({ type: 'RecordSelfAssessmentForm', documentId: docId, detailsVersion: v2 }).then([]);
    });

    it('given a form of another version (or of none), when a new one is recorded, then the old one is removed and the new one generated', () => {
      const removedOld: DealEvent = {
        type: 'DealDocumentRemoved',
        data: { dealId, documentId: docId, attachmentType: 'self_assessment_form', actor: customer, removedAt: at },
      };
      deciderSpec(dealDecider)
        .given([created, generatedAt(docId, v1)])
        .when({ type: 'RecordSelfAssessmentForm', documentId: otherDocId, detailsVersion: v2, actor: customer })
        .then([removedOld, generatedAt(otherDocId, v2)]);
      deciderSpec(dealDecider)
        .given([created, generatedAt(docId)])
        .when({ type: 'RecordSelfAssessmentForm', documentId: otherDocId, detailsVersion: v2, actor: customer })
        .then([removedOld, generatedAt(otherDocId, v2)]);
      // Back to the first data later: a third form, and the second one goes.
      const state = [created, generatedAt(docId, v1), removedOld, generatedAt(otherDocId, v2)].reduce(dealDecider.evolve, dealDecider.initialState());
      expect(state).toMatchObject({ selfAssessmentForm: { documentId: otherDocId, detailsVersion: v2 }, documents: { [otherDocId]: 'self_assessment_form' } });
      expect(state.status === 'open' && docId in state.documents).toBe(false);
      deciderSpec(dealDecider)
        .given([created, generatedAt(docId, v1), removedOld, generatedAt(otherDocId, v2)])
        .when({ type: 'RecordSelfAssessmentForm', documentId: docId, detailsVersion: v2 })
        .then([]);
    });

    it('given a placed order, when a form of other details is recorded, then the form the order was placed with stays', () => {
      deciderSpec(dealDecider)
        .given([created, movedTo('self_assessment_completed'), generatedAt(docId, v1), movedTo('checkout_completed')])
        .when({ type: 'RecordSelfAssessmentForm', documentId: otherDocId, detailsVersion: v2, actor: customer })
        .then([]);
    });

    it('given an archived deal, when a form is recorded, then the deal is not found', () => {
      deciderSpec(dealDecider)
        .given([created, generatedAt(docId, v1), archived])
        .when({ type: 'RecordSelfAssessmentForm', documentId: otherDocId, detailsVersion: v2 })
        .thenThrows({ kind: 'not_found', code: 'deal_not_found' });
    });
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

describe('isOwnLiveDeal: what a customer may see and change', () => {
  const fold = (events: DealEvent[]) => events.reduce(dealDecider.evolve, dealDecider.initialState());
  it('is the own deal until it is archived; another customer and an unknown deal are not', () => {
    expect(isOwnLiveDeal(fold([created]), customer.userId)).toBe(true);
    expect(isOwnLiveDeal(fold([created]), 'someone-else')).toBe(false);
    expect(isOwnLiveDeal(fold([created, archived]), customer.userId)).toBe(false);
    expect(isOwnLiveDeal(fold([]), customer.userId)).toBe(false);
  });
});
