import { TERMS_VERSIONS, type CustomerDetailsKind, type CustomerGroup, type DealCustomerState } from '@autoleasing/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { admin, at, customer, dealCreated, dealId, testOffer } from '../testing/deal-fixtures';
import { dealDecider, type DealCommand } from './deal.decider';
import type { DealEvent, FinalOfferTerms } from './deal.events';

/** Issue 17: the order rules (documents, terms, payment, order number) and the payment's life. */

const rates = { financeRateCents: 40000, serviceRateCents: 3400, insuranceRateCents: 0, priceInCentsPerExtraKm: 9, discountInCentsPerUntappedKm: 4 };
const offer = (downpaymentCents: number): FinalOfferTerms => testOffer({ downpaymentCents, ...rates });

const B2C_DETAILS: CustomerDetailsKind[] = ['private_personal_details', 'private_banking_details'];
const B2B_DETAILS: CustomerDetailsKind[] = ['business_company_manager_details', 'business_company_details', 'business_personal_details'];
const detailsOf = (group: CustomerGroup) => (group === 'b2c' ? B2C_DETAILS : B2B_DETAILS);

function dealIn(state: DealCustomerState, { group = 'b2c' as CustomerGroup, downpaymentCents = 0 } = {}): DealEvent[] {
  return [
    dealCreated({ customerGroup: group, offer: offer(downpaymentCents), financeOptions: downpaymentCents > 0 ? 'monthly_and_one_time' : 'monthly' }),
    { type: 'DealCustomerStateChanged', data: { dealId, from: 'inquired', to: state, trigger: 'test', actor: customer, changedAt: at } },
  ];
}

let docCounter = 0;
const attached = (attachmentType: string): DealEvent => ({
  type: 'DealDocumentAttached',
  data: { dealId, documentId: `00000000-0000-4000-9000-${String(++docCounter).padStart(12, '0')}`, attachmentType: attachmentType as never, finalOfferId: null, actor: customer, attachedAt: at },
});
const B2C_DOCS = () => [attached('identity_card'), attached('proof_of_income')];
const B2B_DOCS = () => [attached('identity_card'), attached('trade_register_extract')];

const selected = (financeSelection: 'monthly' | 'one_time'): DealEvent => ({ type: 'DealFinanceSelectionChanged', data: { dealId, financeSelection, changedAt: at } });
const authorised = (amountCents = 300000): DealEvent => ({
  type: 'DealPaymentAuthorised',
  data: { dealId, paymentId: 'sandbox_pa_1', amountCents, method: 'card', actor: customer, authorisedAt: at },
});
const voided: DealEvent = {
  type: 'DealPaymentVoided',
  data: { dealId, paymentId: 'sandbox_pa_1', amountCents: 300000, reason: 'customer_changes_terms', actor: customer, voidedAt: at },
};

const terms = (group: CustomerGroup) => ({ agbVersion: TERMS_VERSIONS.agb, withdrawalVersion: group === 'b2c' ? TERMS_VERSIONS.withdrawal : null });
const order = (group: CustomerGroup = 'b2c', extra: Partial<Extract<DealCommand, { type: 'RequestCustomerState' }>> = {}): DealCommand => ({
  type: 'RequestCustomerState',
  to: 'checkout_completed',
  customerGroup: group,
  savedDetails: detailsOf(group),
  actor: customer,
  terms: terms(group),
  orderNumber: 'AL-2026-000042',
  companyFoundedOn: '2015-03-01',
  ...extra,
});
const placed = (group: CustomerGroup, withTerms = true): DealEvent[] => [
  ...(withTerms
    ? [{ type: 'DealTermsAccepted' as const, data: { dealId, ...terms(group), actor: customer, acceptedAt: at } }]
    : []),
  { type: 'DealCustomerStateChanged', data: { dealId, from: 'documents_uploaded', to: 'checkout_completed', trigger: 'place_order', actor: customer, changedAt: at } },
  { type: 'DealOrderPlaced', data: { dealId, orderNumber: 'AL-2026-000042', actor: customer, placedAt: at } },
];

describe('order rules: documents step', () => {
  const toDocuments = (group: CustomerGroup, companyFoundedOn: string | null = null): DealCommand => ({
    type: 'RequestCustomerState',
    to: 'documents_uploaded',
    customerGroup: group,
    savedDetails: detailsOf(group),
    actor: customer,
    companyFoundedOn,
  });
  const moved: DealEvent = {
    type: 'DealCustomerStateChanged',
    data: { dealId, from: 'self_assessment_completed', to: 'documents_uploaded', trigger: 'documents', actor: customer, changedAt: at },
  };

  it('b2c: refuses without ID and proof of income, naming what is missing; moves on with both', () => {
    deciderSpec(dealDecider)
      .given(dealIn('self_assessment_completed'))
      .when(toDocuments('b2c'))
      .thenThrows({ kind: 'rule', code: 'documents_missing', message: expect.stringContaining('Personalausweis oder Reisepass'), extra: { step: 'documents', missing: ['identity', 'income'] } });
    deciderSpec(dealDecider)
      .given([...dealIn('self_assessment_completed'), attached('identity_card')])
      .when(toDocuments('b2c'))
      .thenThrows({ code: 'documents_missing', extra: { missing: ['income'] } });
    deciderSpec(dealDecider).given([...dealIn('self_assessment_completed'), ...B2C_DOCS()]).when(toDocuments('b2c')).then([moved]);
  });

  it('b2b: ID and register extract or trade licence; a company younger than 2 years adds its BWA', () => {
    const b2b = { group: 'b2b' as const };
    deciderSpec(dealDecider)
      .given([...dealIn('self_assessment_completed', b2b), attached('identity_card')])
      .when(toDocuments('b2b', '2015-01-01'))
      .thenThrows({ code: 'documents_missing', extra: { missing: ['company_registration'] } });
    deciderSpec(dealDecider).given([...dealIn('self_assessment_completed', b2b), ...B2B_DOCS()]).when(toDocuments('b2b', '2015-01-01')).then([moved]);
    // Founded 2025-06-01: younger than 2 years on 2026-11-21.
    deciderSpec(dealDecider)
      .given([...dealIn('self_assessment_completed', b2b), attached('identity_card'), attached('business_registration')])
      .when(toDocuments('b2b', '2025-06-01'))
      .thenThrows({ code: 'documents_missing', extra: { missing: ['business_figures'] } });
    deciderSpec(dealDecider)
      .given([...dealIn('self_assessment_completed', b2b), attached('identity_card'), attached('business_registration'), attached('annual_financial_statement')])
      .when(toDocuments('b2b', '2025-06-01'))
      .then([moved]);
  });

  it('the documents step without facts (CompleteCheckoutStep) is held to the same rule', () => {
    deciderSpec(dealDecider)
      .given(dealIn('self_assessment_completed'))
      .when({ type: 'CompleteCheckoutStep', step: 'documents', customerGroup: 'b2c', actor: customer })
      .thenThrows({ code: 'documents_missing' });
  });
});

describe('order rules: checkout_completed', () => {
  const ready = (group: CustomerGroup = 'b2c') => [...dealIn('documents_uploaded', { group }), ...(group === 'b2c' ? B2C_DOCS() : B2B_DOCS())];

  it('places the order: terms accepted, state changed and the order with its number, in one decision (b2c and b2b)', () => {
    deciderSpec(dealDecider).given(ready('b2c')).when(order('b2c')).then(placed('b2c'));
    deciderSpec(dealDecider).given(ready('b2b')).when(order('b2b')).then(placed('b2b'));
  });

  it('records the terms again only when they are new', () => {
    const accepted: DealEvent = { type: 'DealTermsAccepted', data: { dealId, ...terms('b2c'), actor: customer, acceptedAt: at } };
    deciderSpec(dealDecider).given([...ready(), accepted]).when(order('b2c', { terms: undefined })).then(placed('b2c', false));
  });

  it('refuses the bypass: no documents, no terms, old terms, no Widerruf (b2c), details missing, no order number', () => {
    deciderSpec(dealDecider).given(dealIn('documents_uploaded')).when(order()).thenThrows({ kind: 'rule', code: 'documents_missing', extra: { step: 'documents' } });
    deciderSpec(dealDecider).given(ready()).when(order('b2c', { terms: undefined })).thenThrows({ kind: 'rule', code: 'terms_not_accepted', extra: { step: 'summary' } });
    deciderSpec(dealDecider)
      .given(ready())
      .when(order('b2c', { terms: { agbVersion: 'agb-2020-01', withdrawalVersion: TERMS_VERSIONS.withdrawal } }))
      .thenThrows({ code: 'terms_version_outdated' });
    deciderSpec(dealDecider)
      .given(ready())
      .when(order('b2c', { terms: { agbVersion: TERMS_VERSIONS.agb, withdrawalVersion: null } }))
      .thenThrows({ code: 'terms_version_outdated', message: expect.stringContaining('Widerrufsbelehrung') });
    deciderSpec(dealDecider).given(ready()).when(order('b2c', { savedDetails: ['private_personal_details'] })).thenThrows({ code: 'details_required' });
    deciderSpec(dealDecider).given(ready()).when(order('b2c', { orderNumber: undefined })).thenThrows({ code: 'order_number_missing' });
    deciderSpec(dealDecider)
      .given(ready())
      .when({ type: 'CompleteCheckoutStep', step: 'place_order', customerGroup: 'b2c', actor: customer })
      .thenThrows({ kind: 'rule' });
  });

  it('a removed document counts as missing again', () => {
    const [id, income] = B2C_DOCS();
    const removed: DealEvent = {
      type: 'DealDocumentRemoved',
      data: { dealId, documentId: (income.data as { documentId: string }).documentId, attachmentType: 'proof_of_income', actor: customer, removedAt: at },
    };
    deciderSpec(dealDecider)
      .given([...dealIn('documents_uploaded'), id, income, removed])
      .when(order())
      .thenThrows({ code: 'documents_missing', extra: { missing: ['income'] } });
  });

  it('spec 4.3: with an Anzahlung the customer must choose how to pay, and a card choice needs its reservation', () => {
    const withDownpayment = [...dealIn('documents_uploaded', { downpaymentCents: 300000 }), ...B2C_DOCS()];
    deciderSpec(dealDecider).given(withDownpayment).when(order()).thenThrows({ code: 'payment_required', message: expect.stringContaining('wählen') });
    deciderSpec(dealDecider).given([...withDownpayment, selected('one_time')]).when(order()).thenThrows({ code: 'payment_required', message: expect.stringContaining('reservieren') });
    deciderSpec(dealDecider).given([...withDownpayment, selected('one_time'), authorised()]).when(order()).then(placed('b2c'));
    deciderSpec(dealDecider).given([...withDownpayment, selected('monthly')]).when(order()).then(placed('b2c'));
    // Voided: due again.
    deciderSpec(dealDecider).given([...withDownpayment, selected('one_time'), authorised(), voided]).when(order()).thenThrows({ code: 'payment_required' });
  });

  it('an Anzahlung entered on an offer without one makes the payment due (finance option follows the amount)', () => {
    const changed: DealEvent = { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 0, downpaymentCents: 100000, changedAt: at } };
    deciderSpec(dealDecider).given([...dealIn('documents_uploaded'), ...B2C_DOCS(), changed]).when(order()).thenThrows({ code: 'payment_required' });
    const back: DealEvent = { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 100000, downpaymentCents: 0, changedAt: at } };
    deciderSpec(dealDecider).given([...dealIn('documents_uploaded'), ...B2C_DOCS(), changed, back]).when(order()).then(placed('b2c'));
  });
});

describe('payment: authorise, freeze, void, capture, refund', () => {
  const open = (extra: DealEvent[] = []) => [...dealIn('documents_uploaded', { downpaymentCents: 300000 }), ...extra];
  const authorise: DealCommand = { type: 'AuthorisePayment', paymentId: 'sandbox_pa_1', amountCents: 300000, method: 'card', actor: customer };

  it('reserves the Anzahlung once the card is chosen; not when nothing is due or the amount is stale', () => {
    deciderSpec(dealDecider).given(open([selected('one_time')])).when(authorise).then([authorised()]);
    deciderSpec(dealDecider).given(open([selected('one_time'), authorised()])).when(authorise).then([]);
    deciderSpec(dealDecider).given(open()).when(authorise).thenThrows({ kind: 'rule', code: 'payment_not_due' });
    deciderSpec(dealDecider).given(open([selected('monthly')])).when(authorise).thenThrows({ code: 'payment_not_due' });
    deciderSpec(dealDecider).given(dealIn('documents_uploaded')).when(authorise).thenThrows({ code: 'payment_not_due' });
    deciderSpec(dealDecider).given(open([selected('one_time')])).when({ ...authorise, amountCents: 200000 }).thenThrows({ code: 'payment_amount_outdated' });
  });

  it('once authorised, Anzahlung, term, km, payment choice and a restart are refused: cancel the reservation first', () => {
    const held = open([selected('one_time'), authorised()]);
    const frozen = { kind: 'rule', code: 'payment_authorised_terms_frozen', message: expect.stringContaining('heben Sie bitte zuerst die Reservierung auf') };
    deciderSpec(dealDecider).given(held).when({ type: 'ChangeDownpayment', downpaymentCents: 800000, rates }).thenThrows(frozen);
    deciderSpec(dealDecider).given(held).when({ type: 'ChangeDownpayment', downpaymentCents: 0, rates }).thenThrows(frozen);
    deciderSpec(dealDecider).given(held).when({ type: 'ChangeFinanceSelection', financeSelection: 'monthly' }).thenThrows(frozen);
    deciderSpec(dealDecider).given(held).when({ type: 'ChangeConfiguration', offer: { ...offer(300000), months: 48 } }).thenThrows(frozen);
    deciderSpec(dealDecider).given(held).when({ type: 'ChangeConfiguration', offer: { ...offer(300000), kmPerYear: 20000 } }).thenThrows(frozen);
    deciderSpec(dealDecider).given(held).when({ type: 'RestartConfigurator', documentId: null, actor: customer }).thenThrows(frozen);
    // What does not touch the reserved amount stays open (the same amount again, extras).
    deciderSpec(dealDecider).given(held).when({ type: 'ChangeDownpayment', downpaymentCents: 300000, rates }).then([]);
  });

  it('void → change → due again', () => {
    deciderSpec(dealDecider).given(open([selected('one_time'), authorised()])).when({ type: 'VoidPayment', actor: customer }).then([voided]);
    deciderSpec(dealDecider)
      .given(open([selected('one_time'), authorised(), voided]))
      .when({ type: 'ChangeDownpayment', downpaymentCents: 800000, rates })
      .then([
        { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 300000, downpaymentCents: 800000, changedAt: at } },
        { type: 'DealRatesRecalculated', data: { dealId, rates, recalculatedAt: at } },
      ]);
    const changed: DealEvent = { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 300000, downpaymentCents: 800000, changedAt: at } };
    deciderSpec(dealDecider)
      .given(open([selected('one_time'), authorised(), voided, changed]))
      .when({ ...authorise, paymentId: 'sandbox_pa_2', amountCents: 800000 })
      .then([{ type: 'DealPaymentAuthorised', data: { dealId, paymentId: 'sandbox_pa_2', amountCents: 800000, method: 'card', actor: customer, authorisedAt: at } }]);
  });

  it('void needs a reservation and an open checkout', () => {
    deciderSpec(dealDecider).given(open([selected('one_time')])).when({ type: 'VoidPayment', actor: customer }).thenThrows({ code: 'payment_not_authorised' });
    const ordered: DealEvent = {
      type: 'DealCustomerStateChanged',
      data: { dealId, from: 'documents_uploaded', to: 'checkout_completed', trigger: 'place_order', actor: customer, changedAt: at },
    };
    deciderSpec(dealDecider).given(open([selected('one_time'), authorised(), ordered])).when({ type: 'VoidPayment', actor: customer }).thenThrows({ code: 'checkout_closed' });
  });

  it('captures the reservation when ops mark the signed contract uploaded; refund only what was captured', () => {
    const prepared: DealEvent = {
      type: 'DealCustomerStateChanged',
      data: { dealId, from: 'documents_uploaded', to: 'contract_prepared', trigger: 'prepare_contract', actor: admin, changedAt: at },
    };
    const captured: DealEvent = { type: 'DealPaymentCaptured', data: { dealId, paymentId: 'sandbox_pa_1', amountCents: 300000, actor: admin, capturedAt: at } };
    deciderSpec(dealDecider)
      .given(open([selected('one_time'), authorised(), prepared]))
      .when({ type: 'PerformOpsAction', action: 'mark_contract_signed_uploaded', actor: admin })
      .then([
        captured,
        { type: 'DealCustomerStateChanged', data: { dealId, from: 'contract_prepared', to: 'contract_signed_uploaded', trigger: 'mark_contract_signed_uploaded', actor: admin, changedAt: at } },
      ]);
    deciderSpec(dealDecider).given(open([selected('one_time'), authorised()])).when({ type: 'RefundPayment', actor: admin }).thenThrows({ code: 'payment_not_captured' });
    deciderSpec(dealDecider)
      .given(open([selected('one_time'), authorised(), prepared, captured]))
      .when({ type: 'RefundPayment', actor: admin })
      .then([{ type: 'DealPaymentRefunded', data: { dealId, paymentId: 'sandbox_pa_1', amountCents: 300000, actor: admin, refundedAt: at } }]);
    deciderSpec(dealDecider)
      .given(open([selected('one_time'), authorised(), prepared, captured]))
      .when({ type: 'ChangeDownpayment', downpaymentCents: 0, rates })
      .thenThrows({ code: 'checkout_closed' });
  });

  it('archiving releases a reservation with the deal (customer: archived, ops: cancelled)', () => {
    const held = open([selected('one_time'), authorised()]);
    deciderSpec(dealDecider)
      .given(held)
      .when({ type: 'ArchiveDeal', by: 'customer', actor: customer })
      .then([
        { ...voided, data: { ...voided.data, reason: 'deal_archived' } } as DealEvent,
        { type: 'DealArchived', data: { dealId, from: 'documents_uploaded', actor: customer, archivedAt: at } },
      ]);
    deciderSpec(dealDecider)
      .given(held)
      .when({ type: 'ArchiveDeal', by: 'ops', actor: admin })
      .then([
        { type: 'DealPaymentVoided', data: { dealId, paymentId: 'sandbox_pa_1', amountCents: 300000, reason: 'deal_cancelled', actor: admin, voidedAt: at } },
        { type: 'DealArchived', data: { dealId, from: 'documents_uploaded', actor: admin, archivedAt: at } },
      ]);
  });
});
