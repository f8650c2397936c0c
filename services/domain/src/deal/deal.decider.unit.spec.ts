import fc from 'fast-check';
import { ALL_CUSTOMER_STATES, CUSTOMER_STATES, OPS_ACTIONS, type CustomerDetailsKind, type CustomerGroup, type DealCustomerState } from '@autoleasing/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { admin, at, customer, dealCreated, dealId, testOffer } from '../testing/deal-fixtures';
import { DomainError } from '../shared/domain-error';
import { dealDecider, type DealCommand, type DealState } from './deal.decider';
import type { DealActor, DealEvent, FinalOfferTerms } from './deal.events';
import { CUSTOMER_STEPS, DEAL_TRANSITIONS, isTransitionAllowed } from './deal.transitions';

const offer = testOffer();
const created = (group: CustomerGroup = 'b2c'): DealEvent => dealCreated({ customerGroup: group, deliveryTime: '2_to_3_months' });

/** A deal created and moved to `state` (event list through the customer path or ops path). */
function dealIn(state: DealCustomerState, group: CustomerGroup = 'b2c'): DealEvent[] {
  const events: DealEvent[] = [created(group)];
  if (state === 'inquired') return events;
  if (state === 'customer_archived') {
    return [...events, { type: 'DealArchived', data: { dealId, from: 'inquired', actor: customer, archivedAt: at } }];
  }
  return [...events, { type: 'DealCustomerStateChanged', data: { dealId, from: 'inquired', to: state, trigger: 'test', actor: customer, changedAt: at } }];
}

const stateChanged = (from: DealCustomerState, to: DealCustomerState, trigger: string, actor: DealActor = customer): DealEvent => ({
  type: 'DealCustomerStateChanged',
  data: { dealId, from, to, trigger, actor, changedAt: at },
});

describe('deal decider: creation', () => {
  it('creates a deal in state inquired once', () => {
    const command: DealCommand = {
      type: 'CreateDeal',
      dealId,
      customerId: customer.userId,
      customerGroup: 'b2c',
      carSpecId: 's1',
      carModelId: 'm1',
      finalOfferId: 'f1',
      offer,
      financeOptions: 'monthly',
      deliveryTime: '2_to_3_months',
    };
    deciderSpec(dealDecider).given([]).when(command).then([created('b2c')]);
    deciderSpec(dealDecider).given([created()]).when(command).thenThrows({ kind: 'rule', code: 'deal_exists' });
    deciderSpec(dealDecider)
      .given([])
      .when({ ...command, offer: { ...offer, financeRateCents: 0 } })
      .thenThrows({ kind: 'rule', code: 'rate_not_positive' });
  });

  it('answers not found for commands on a missing or archived deal', () => {
    deciderSpec(dealDecider).given([]).when({ type: 'SelectExtra', extraId: 'delivery' }).thenThrows({ kind: 'not_found', code: 'deal_not_found' });
    deciderSpec(dealDecider)
      .given(dealIn('customer_archived'))
      .when({ type: 'CompleteCheckoutStep', step: 'configure_car', customerGroup: 'b2c', actor: customer })
      .thenThrows({ kind: 'not_found', code: 'deal_not_found' });
  });
});

describe('deal decider: every customer transition of the table', () => {
  // The documents and order steps have prerequisites of their own (deal-order.decider.unit.spec.ts).
  const customerRows = DEAL_TRANSITIONS.filter(
    (t) => t.by === 'customer' && (CUSTOMER_STEPS as readonly string[]).includes(t.trigger) && t.trigger !== 'documents' && t.trigger !== 'place_order',
  );
  it.each(customerRows.flatMap((row) => row.groups.map((group) => [row.from, row.to, row.trigger, group] as const)))(
    '%s → %s by %s (%s)',
    (from, to, trigger, group) => {
      deciderSpec(dealDecider)
        .given(dealIn(from, group))
        .when({ type: 'CompleteCheckoutStep', step: trigger as never, customerGroup: group, actor: customer })
        .then([stateChanged(from, to, trigger)]);
    },
  );

  it.each(
    DEAL_TRANSITIONS.filter((t) => t.trigger === 'restart_configurator').map((t) => [t.from] as const),
  )('restart from %s goes back to inquired', (from) => {
    deciderSpec(dealDecider)
      .given(dealIn(from))
      .when({ type: 'RestartConfigurator', documentId: '7f1e4a4e-3b8d-4c7a-9a51-2f3c4d5e6f70', actor: customer })
      .then([{ type: 'DealConfiguratorRestarted', data: { dealId, from, documentId: '7f1e4a4e-3b8d-4c7a-9a51-2f3c4d5e6f70', actor: customer, restartedAt: at } }]);
  });

  it.each(DEAL_TRANSITIONS.filter((t) => t.trigger === 'archive').map((t) => [t.from, t.by] as const))('archive from %s by %s', (from, by) => {
    const actor = by === 'ops' ? admin : customer;
    deciderSpec(dealDecider)
      .given(dealIn(from))
      .when({ type: 'ArchiveDeal', by, actor })
      .then([{ type: 'DealArchived', data: { dealId, from, actor, archivedAt: at } }]);
  });
});

describe('deal decider: status_update asks for a target state', () => {
  const request = (to: DealCustomerState, savedDetails: readonly CustomerDetailsKind[] = [], customerGroup: CustomerGroup = 'b2c'): DealCommand => ({
    type: 'RequestCustomerState',
    to,
    customerGroup,
    savedDetails,
    actor: customer,
  });
  it('takes the table row from the current state', () => {
    deciderSpec(dealDecider).given(dealIn('inquired')).when(request('car_configured')).then([stateChanged('inquired', 'car_configured', 'configure_car')]);
    // documents_uploaded and checkout_completed: see deal-order.decider.unit.spec.ts (they need documents, terms, payment).
    deciderSpec(dealDecider)
      .given(dealIn('car_configured'))
      .when(request('personal_details_completed', ['private_personal_details']))
      .then([stateChanged('car_configured', 'personal_details_completed', 'personal_details')]);
  });
  it('is a no-op for the current state and a 409 for anything off the table', () => {
    deciderSpec(dealDecider).given(dealIn('car_configured')).when(request('car_configured')).then([]);
    deciderSpec(dealDecider).given(dealIn('car_configured')).when(request('checkout_completed')).thenThrows({ kind: 'rule', code: 'invalid_transition' });
    deciderSpec(dealDecider).given(dealIn('documents_uploaded')).when(request('contract_prepared')).thenThrows({ kind: 'rule', code: 'invalid_transition' });
    deciderSpec(dealDecider).given(dealIn('car_configured')).when(request('customer_archived')).thenThrows({ kind: 'rule', code: 'invalid_transition' });
    deciderSpec(dealDecider).given(dealIn('car_configured')).when(request('inquired')).thenThrows({ kind: 'rule', code: 'invalid_transition' });
  });
  it('needs the step\'s details saved first', () => {
    deciderSpec(dealDecider).given(dealIn('car_configured')).when(request('personal_details_completed')).thenThrows({ kind: 'rule', code: 'details_required' });
    deciderSpec(dealDecider)
      .given(dealIn('personal_details_completed'))
      .when(request('self_assessment_completed', ['private_personal_details']))
      .thenThrows({ kind: 'rule', code: 'details_required' });
  });
  it('refuses the other group', () => {
    deciderSpec(dealDecider).given(dealIn('inquired', 'b2b')).when(request('car_configured', [], 'b2c')).thenThrows({ kind: 'forbidden', code: 'wrong_customer_group' });
  });
});

describe('deal decider: rejected customer steps', () => {
  it('rejects a step that does not fit the state with a German 409', () => {
    deciderSpec(dealDecider)
      .given(dealIn('inquired'))
      .when({ type: 'CompleteCheckoutStep', step: 'place_order', customerGroup: 'b2c', actor: customer })
      .thenThrows({ kind: 'rule', code: 'invalid_transition', message: expect.stringContaining('nicht möglich') });
    deciderSpec(dealDecider)
      .given(dealIn('car_configured'))
      .when({ type: 'CompleteCheckoutStep', step: 'documents', customerGroup: 'b2c', actor: customer })
      .thenThrows({ kind: 'rule', code: 'invalid_transition' });
    deciderSpec(dealDecider)
      .given(dealIn('checkout_completed'))
      .when({ type: 'CompleteCheckoutStep', step: 'personal_details', customerGroup: 'b2c', actor: customer, alreadyDoneIsFine: true })
      .thenThrows({ kind: 'rule', code: 'invalid_transition' });
  });

  it('rejects the other group\'s steps', () => {
    deciderSpec(dealDecider)
      .given(dealIn('car_configured', 'b2c'))
      .when({ type: 'CompleteCheckoutStep', step: 'business_details', customerGroup: 'b2c', actor: customer })
      .thenThrows({ kind: 'rule', code: 'invalid_transition' });
    deciderSpec(dealDecider)
      .given(dealIn('personal_details_completed', 'b2c'))
      .when({ type: 'CompleteCheckoutStep', step: 'company_details', customerGroup: 'b2c', actor: customer })
      .thenThrows({ kind: 'rule', code: 'invalid_transition' });
    deciderSpec(dealDecider)
      .given(dealIn('car_configured', 'b2b'))
      .when({ type: 'CompleteCheckoutStep', step: 'business_details', customerGroup: 'b2c', actor: customer })
      .thenThrows({ kind: 'forbidden', code: 'wrong_customer_group' });
  });

  it('treats the same step again as nothing to do (second tab, retry)', () => {
    deciderSpec(dealDecider)
      .given(dealIn('personal_details_completed'))
      .when({ type: 'CompleteCheckoutStep', step: 'personal_details', customerGroup: 'b2c', actor: customer })
      .then([]);
    deciderSpec(dealDecider)
      .given(dealIn('documents_uploaded'))
      .when({ type: 'CompleteCheckoutStep', step: 'personal_details', customerGroup: 'b2c', actor: customer, alreadyDoneIsFine: true })
      .then([]);
    deciderSpec(dealDecider)
      .given(dealIn('documents_uploaded'))
      .when({ type: 'CompleteCheckoutStep', step: 'personal_details', customerGroup: 'b2c', actor: customer })
      .thenThrows({ kind: 'rule', code: 'invalid_transition' });
  });

  it('restarts only while the checkout is open; inquired stays', () => {
    deciderSpec(dealDecider).given(dealIn('inquired')).when({ type: 'RestartConfigurator', documentId: null, actor: customer }).then([]);
    deciderSpec(dealDecider)
      .given(dealIn('checkout_completed'))
      .when({ type: 'RestartConfigurator', documentId: null, actor: customer })
      .thenThrows({ kind: 'rule', code: 'invalid_transition' });
  });

  it('lets customers archive only unfinished checkouts', () => {
    deciderSpec(dealDecider)
      .given(dealIn('checkout_completed'))
      .when({ type: 'ArchiveDeal', by: 'customer', actor: customer })
      .thenThrows({ kind: 'rule', code: 'archive_not_allowed' });
  });
});

const contractAttached: DealEvent = {
  type: 'DealDocumentAttached',
  data: { dealId, documentId: 'e0000000-0000-4000-8000-000000000001', attachmentType: 'contract', finalOfferId: null, actor: admin, attachedAt: at },
};

describe('deal decider: ops actions', () => {
  const rows = DEAL_TRANSITIONS.filter((t) => t.by === 'ops' && t.trigger !== 'archive');
  it.each(rows.map((t) => [t.from, t.to, t.trigger] as const))('%s → %s by %s', (from, to, action) => {
    const given = action === 'prepare_contract' ? [...dealIn(from), contractAttached] : dealIn(from);
    const command: DealCommand =
      action === 'update_delivery_time'
        ? { type: 'PerformOpsAction', action, deliveryTime: '4_to_6_weeks', actor: admin }
        : { type: 'PerformOpsAction', action: action as never, actor: admin };
    const expected: DealEvent[] =
      action === 'update_delivery_time'
        ? [
            { type: 'DealDeliveryTimeUpdated', data: { dealId, deliveryTime: '4_to_6_weeks', previousDeliveryTime: '2_to_3_months', actor: admin, updatedAt: at } },
            stateChanged(from, to, action, admin),
          ]
        : [stateChanged(from, to, action, admin)];
    deciderSpec(dealDecider).given(given).when(command).then(expected);
  });

  it('prepares the contract only with a contract document attached', () => {
    deciderSpec(dealDecider)
      .given(dealIn('checkout_completed'))
      .when({ type: 'PerformOpsAction', action: 'prepare_contract', actor: admin })
      .thenThrows({ kind: 'rule', code: 'contract_document_required', message: expect.stringContaining('Leasingvertrag') });
    // another document type does not count
    deciderSpec(dealDecider)
      .given([...dealIn('checkout_completed'), { ...contractAttached, data: { ...contractAttached.data, attachmentType: 'identity_card' } } as DealEvent])
      .when({ type: 'PerformOpsAction', action: 'prepare_contract', actor: admin })
      .thenThrows({ kind: 'rule', code: 'contract_document_required' });
    deciderSpec(dealDecider)
      .given([...dealIn('checkout_completed'), contractAttached])
      .when({ type: 'PerformOpsAction', action: 'prepare_contract', actor: admin })
      .then([stateChanged('checkout_completed', 'contract_prepared', 'prepare_contract', admin)]);
  });

  it('puts only the staff member\'s note id in the action\'s event (blank is none; at most 500 characters)', () => {
    const noteId = 'a0000000-0000-4000-8000-0000000000aa';
    const sent = stateChanged('contract_prepared', 'contract_sent_by_post', 'mark_contract_sent_by_post', admin);
    deciderSpec(dealDecider)
      .given(dealIn('contract_prepared'))
      .when({ type: 'PerformOpsAction', action: 'mark_contract_sent_by_post', noteId, noteLength: 35, actor: admin })
      .then([{ ...sent, data: { ...sent.data, noteId } } as DealEvent]);
    // a blank note (trimmed length 0) is none
    deciderSpec(dealDecider)
      .given(dealIn('contract_prepared'))
      .when({ type: 'PerformOpsAction', action: 'mark_contract_sent_by_post', noteId, noteLength: 0, actor: admin })
      .then([sent]);
    // update_delivery_time: the note goes with the delivery time, not with the state change
    deciderSpec(dealDecider)
      .given(dealIn('customer_confirmed'))
      .when({ type: 'PerformOpsAction', action: 'update_delivery_time', deliveryTime: '2_weeks', noteId, noteLength: 26, actor: admin })
      .then([
        { type: 'DealDeliveryTimeUpdated', data: { dealId, deliveryTime: '2_weeks', previousDeliveryTime: '2_to_3_months', actor: admin, updatedAt: at, noteId } },
        stateChanged('customer_confirmed', 'delivery_time_updated', 'update_delivery_time', admin),
      ]);
    deciderSpec(dealDecider)
      .given(dealIn('contract_prepared'))
      .when({ type: 'PerformOpsAction', action: 'mark_contract_sent_by_post', noteId, noteLength: 501, actor: admin })
      .thenThrows({ kind: 'invalid', code: 'note_too_long' });
  });

  it('folds old events that still carry the note text (legacy) like any other', () => {
    const legacy = stateChanged('contract_prepared', 'contract_sent_by_post', 'mark_contract_sent_by_post', admin);
    // the legacy event moved the deal on: the same step again is not possible
    deciderSpec(dealDecider)
      .given([...dealIn('contract_prepared'), { ...legacy, data: { ...legacy.data, note: 'Per Einschreiben' } } as DealEvent])
      .when({ type: 'PerformOpsAction', action: 'mark_contract_sent_by_post', actor: admin })
      .thenThrows({ kind: 'rule', code: 'invalid_transition' });
  });

  it('updates the delivery time again without a state change, and needs a band', () => {
    deciderSpec(dealDecider)
      .given(dealIn('delivery_time_updated'))
      .when({ type: 'PerformOpsAction', action: 'update_delivery_time', deliveryTime: '2_weeks', actor: admin })
      .then([{ type: 'DealDeliveryTimeUpdated', data: { dealId, deliveryTime: '2_weeks', previousDeliveryTime: '2_to_3_months', actor: admin, updatedAt: at } }]);
    deciderSpec(dealDecider)
      .given(dealIn('customer_confirmed'))
      .when({ type: 'PerformOpsAction', action: 'update_delivery_time', actor: admin })
      .thenThrows({ kind: 'invalid', code: 'delivery_time_required' });
    deciderSpec(dealDecider)
      .given(dealIn('customer_confirmed'))
      .when({ type: 'PerformOpsAction', action: 'prepare_contract', deliveryTime: '2_weeks', actor: admin })
      .thenThrows({ kind: 'invalid', code: 'delivery_time_not_expected' });
  });

  it.each(OPS_ACTIONS.map((a) => [a] as const))('rejects %s where the table has no row', (action) => {
    const wrongStates = CUSTOMER_STATES.filter((s) => !DEAL_TRANSITIONS.some((t) => t.by === 'ops' && t.trigger === action && t.from === s) && !(action === 'update_delivery_time' && s === 'delivery_time_updated'));
    for (const state of wrongStates) {
      deciderSpec(dealDecider)
        .given(dealIn(state))
        .when({ type: 'PerformOpsAction', action, ...(action === 'update_delivery_time' ? { deliveryTime: '2_weeks' as const } : {}), actor: admin })
        .thenThrows({ kind: 'rule', code: 'invalid_transition', message: expect.stringContaining('nicht möglich') });
    }
  });
});

describe('deal decider: extras, logistics, delivery option (spec 4.5)', () => {
  const selected = (extra: 'delivery' | 'registration' | null, reason: 'selected' | 'cleared' | 'factory_pickup'): DealEvent => ({
    type: 'DealExtrasChanged',
    data: { dealId, selectedExtra: extra, reason, changedAt: at },
  });

  it('selects one extra at a time; the same extra again clears it', () => {
    deciderSpec(dealDecider).given(dealIn('documents_uploaded')).when({ type: 'SelectExtra', extraId: 'delivery' }).then([selected('delivery', 'selected')]);
    deciderSpec(dealDecider)
      .given([...dealIn('documents_uploaded'), selected('delivery', 'selected')])
      .when({ type: 'SelectExtra', extraId: 'registration' })
      .then([selected('registration', 'selected')]);
    deciderSpec(dealDecider)
      .given([...dealIn('documents_uploaded'), selected('delivery', 'selected')])
      .when({ type: 'SelectExtra', extraId: 'delivery' })
      .then([selected(null, 'cleared')]);
  });

  it('factory pickup resets the extras', () => {
    deciderSpec(dealDecider)
      .given([...dealIn('documents_uploaded'), selected('delivery', 'selected')])
      .when({ type: 'ChangeDeliveryOption', deliveryOption: 'by_factory' })
      .then([
        { type: 'DealDeliveryOptionChanged', data: { dealId, deliveryOption: 'by_factory', changedAt: at } },
        selected(null, 'factory_pickup'),
      ]);
    deciderSpec(dealDecider)
      .given(dealIn('documents_uploaded'))
      .when({ type: 'ChangeDeliveryOption', deliveryOption: 'by_factory' })
      .then([{ type: 'DealDeliveryOptionChanged', data: { dealId, deliveryOption: 'by_factory', changedAt: at } }]);
    deciderSpec(dealDecider)
      .given([...dealIn('documents_uploaded'), selected('registration', 'selected')])
      .when({ type: 'ChangeConfiguration', offer: { ...offer, deliveryOption: 'by_factory' } })
      .then([
        { type: 'DealFinalOfferChanged', data: { dealId, finalOfferId: 'f1', offer: { ...offer, deliveryOption: 'by_factory' }, changedAt: at } },
        selected(null, 'factory_pickup'),
      ]);
  });

  it('stores a custom list price with its recalculated rates as DealFinalOfferChanged; a later downpayment keeps it', () => {
    const custom: FinalOfferTerms = { ...offer, listPriceCents: 4400000, financeRateCents: 51000 };
    const changed: DealEvent = { type: 'DealFinalOfferChanged', data: { dealId, finalOfferId: 'f1', offer: custom, changedAt: at } };
    deciderSpec(dealDecider).given(dealIn('car_configured')).when({ type: 'ChangeConfiguration', offer: custom }).then([changed]);
    // the same list price again stores nothing
    deciderSpec(dealDecider).given([...dealIn('car_configured'), changed]).when({ type: 'ChangeConfiguration', offer: custom }).then([]);
    const state = [...dealIn('car_configured'), changed, { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 0, downpaymentCents: 100000, changedAt: at } } as DealEvent].reduce(
      dealDecider.evolve,
      dealDecider.initialState(),
    );
    expect(state.status === 'open' && state.offer).toMatchObject({ listPriceCents: 4400000, downpaymentCents: 100000 });
  });

  it('offers no extras while factory pickup is chosen', () => {
    deciderSpec(dealDecider)
      .given([...dealIn('documents_uploaded'), { type: 'DealDeliveryOptionChanged', data: { dealId, deliveryOption: 'by_factory', changedAt: at } }])
      .when({ type: 'SelectExtra', extraId: 'registration' })
      .thenThrows({ kind: 'rule', code: 'extras_unavailable_factory_pickup' });
  });

  it('stores the logistics choice; the same again changes nothing', () => {
    deciderSpec(dealDecider)
      .given(dealIn('documents_uploaded'))
      .when({ type: 'ChooseLogistics', logistics: 'registration' })
      .then([{ type: 'DealLogisticsChanged', data: { dealId, logistics: 'registration', changedAt: at } }]);
    deciderSpec(dealDecider)
      .given([...dealIn('documents_uploaded'), { type: 'DealLogisticsChanged', data: { dealId, logistics: 'registration', changedAt: at } }])
      .when({ type: 'ChooseLogistics', logistics: 'registration' })
      .then([]);
  });

  it('refuses changes once the checkout is completed', () => {
    for (const command of [
      { type: 'SelectExtra', extraId: 'delivery' },
      { type: 'ChooseLogistics', logistics: 'registration' },
      { type: 'ChangeDeliveryOption', deliveryOption: 'by_dealer' },
      { type: 'ChangeConfiguration', offer },
      { type: 'ChangeDownpayment', downpaymentCents: 100000, rates: offer },
      { type: 'GiveExtrasAgbConsent', consent: true },
      { type: 'ChangeFinanceSelection', financeSelection: 'monthly' },
    ] as DealCommand[]) {
      deciderSpec(dealDecider).given(dealIn('checkout_completed')).when(command).thenThrows({ kind: 'rule', code: 'checkout_closed' });
    }
  });
});

describe('deal decider: downpayment (spec 4.5)', () => {
  const rates = { financeRateCents: 40000, serviceRateCents: 3400, insuranceRateCents: 0, priceInCentsPerExtraKm: 9, discountInCentsPerUntappedKm: 4 };
  it('stores the downpayment with the recalculated rates', () => {
    deciderSpec(dealDecider)
      .given(dealIn('documents_uploaded'))
      .when({ type: 'ChangeDownpayment', downpaymentCents: 200000, rates })
      .then([
        { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 0, downpaymentCents: 200000, changedAt: at } },
        { type: 'DealRatesRecalculated', data: { dealId, rates, recalculatedAt: at } },
      ]);
  });

  it('rejects a downpayment whose final rate is not above 0', () => {
    deciderSpec(dealDecider)
      .given(dealIn('documents_uploaded'))
      .when({ type: 'ChangeDownpayment', downpaymentCents: 1200000, rates: { ...rates, financeRateCents: 0 } })
      .thenThrows({ kind: 'rule', code: 'rate_not_positive' });
    deciderSpec(dealDecider)
      .given(dealIn('documents_uploaded'))
      .when({ type: 'ChangeDownpayment', downpaymentCents: 1200000, rates: { ...rates, financeRateCents: -12 } })
      .thenThrows({ kind: 'rule', code: 'rate_not_positive' });
  });

  it('refuses an Anzahlung below 0 or above the banks\' maximum (30 % of the list price) with one message naming it', () => {
    const message = 'Die Anzahlung muss zwischen 0 € und € 12.000,00 liegen.';
    for (const downpaymentCents of [-1, 1200001, 5000000, 0.5, Number.NaN]) {
      deciderSpec(dealDecider)
        .given(dealIn('documents_uploaded'))
        .when({ type: 'ChangeDownpayment', downpaymentCents, rates })
        .thenThrows({ kind: 'invalid', code: 'downpayment_out_of_range', message, details: [{ field: 'downpayment_cents', code: 'out_of_range', message }] });
    }
  });

  it('changes nothing for the same downpayment and rates', () => {
    deciderSpec(dealDecider).given(dealIn('documents_uploaded')).when({ type: 'ChangeDownpayment', downpaymentCents: 0, rates: offer }).then([]);
  });
});

describe('deal decider: messages, referral, payment, consent, finance selection', () => {
  it('posts messages in any open state', () => {
    deciderSpec(dealDecider)
      .given(dealIn('car_picked_up'))
      .when({ type: 'PostMessage', messageId: 'm1', category: 'question', source: 'checkout', actor: customer })
      .then([{ type: 'DealMessagePosted', data: { dealId, messageId: 'm1', category: 'question', source: 'checkout', actor: customer, postedAt: at } }]);
  });

  it('applies one referral code, not the own one, not after the order', () => {
    const applied: DealEvent = { type: 'DealReferralApplied', data: { dealId, referredByCode: 'ABC123', referrerCustomerId: 'other', appliedAt: at } };
    deciderSpec(dealDecider).given(dealIn('car_configured')).when({ type: 'ApplyReferral', referredByCode: 'ABC123', referrerCustomerId: 'other' }).then([applied]);
    deciderSpec(dealDecider).given([...dealIn('car_configured'), applied]).when({ type: 'ApplyReferral', referredByCode: 'ABC123', referrerCustomerId: 'other' }).then([]);
    deciderSpec(dealDecider)
      .given([...dealIn('car_configured'), applied])
      .when({ type: 'ApplyReferral', referredByCode: 'XYZ999', referrerCustomerId: 'third' })
      .thenThrows({ kind: 'rule', code: 'referral_already_applied' });
    deciderSpec(dealDecider)
      .given(dealIn('car_configured'))
      .when({ type: 'ApplyReferral', referredByCode: 'MINE00', referrerCustomerId: customer.userId })
      .thenThrows({ kind: 'rule', code: 'referral_own_code' });
    deciderSpec(dealDecider)
      .given(dealIn('checkout_completed'))
      .when({ type: 'ApplyReferral', referredByCode: 'ABC123', referrerCustomerId: 'other' })
      .thenThrows({ kind: 'rule', code: 'checkout_closed' });
  });

  it('records payment status changes; paid is final', () => {
    const paid: DealEvent = { type: 'DealPaymentStatusChanged', data: { dealId, paymentStatus: 'paid', chargeId: 'ch1', changedAt: at } };
    deciderSpec(dealDecider).given(dealIn('documents_uploaded')).when({ type: 'ChangePaymentStatus', paymentStatus: 'paid', chargeId: 'ch1' }).then([paid]);
    deciderSpec(dealDecider).given([...dealIn('documents_uploaded'), paid]).when({ type: 'ChangePaymentStatus', paymentStatus: 'paid', chargeId: 'ch2' }).then([]);
    deciderSpec(dealDecider)
      .given([...dealIn('documents_uploaded'), paid])
      .when({ type: 'ChangePaymentStatus', paymentStatus: 'failed', chargeId: 'ch3' })
      .thenThrows({ kind: 'rule', code: 'payment_already_paid' });
  });

  it('records the extras AGB consent and the finance selection once', () => {
    deciderSpec(dealDecider)
      .given(dealIn('documents_uploaded'))
      .when({ type: 'GiveExtrasAgbConsent', consent: true })
      .then([{ type: 'DealExtrasAgbConsentChanged', data: { dealId, consent: true, changedAt: at } }]);
    deciderSpec(dealDecider).given(dealIn('documents_uploaded')).when({ type: 'GiveExtrasAgbConsent', consent: false }).then([]);
    deciderSpec(dealDecider)
      .given(dealIn('car_configured'))
      .when({ type: 'ChangeFinanceSelection', financeSelection: 'one_time' })
      .then([{ type: 'DealFinanceSelectionChanged', data: { dealId, financeSelection: 'one_time', changedAt: at } }]);
  });
});

describe('deal decider: no command sequence leaves the transition table (property)', () => {
  const commandArb: fc.Arbitrary<DealCommand> = fc.oneof(
    fc.record({
      type: fc.constant('CompleteCheckoutStep' as const),
      step: fc.constantFrom(...CUSTOMER_STEPS),
      customerGroup: fc.constantFrom<CustomerGroup>('b2b', 'b2c'),
      actor: fc.constant(customer),
      alreadyDoneIsFine: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('PerformOpsAction' as const),
      action: fc.constantFrom(...OPS_ACTIONS),
      deliveryTime: fc.constantFrom('2_weeks' as const, undefined),
      actor: fc.constant(admin),
    }),
    fc.record({ type: fc.constant('RestartConfigurator' as const), documentId: fc.constant(null), actor: fc.constant(customer) }),
    fc.record({ type: fc.constant('ArchiveDeal' as const), by: fc.constantFrom('customer' as const, 'ops' as const), actor: fc.constant(admin) }),
    fc.record({ type: fc.constant('SelectExtra' as const), extraId: fc.constantFrom('delivery' as const, 'registration' as const) }),
    fc.record({ type: fc.constant('ChangeDeliveryOption' as const), deliveryOption: fc.constantFrom('by_home' as const, 'by_dealer' as const, 'by_factory' as const) }),
  );

  it('every state change is a row of the table and every state is a known one', () => {
    fc.assert(
      fc.property(fc.constantFrom<CustomerGroup>('b2b', 'b2c'), fc.array(commandArb, { maxLength: 40 }), (group, commands) => {
        let state: DealState = dealDecider.evolve(dealDecider.initialState(), created(group));
        for (const command of commands) {
          let events: DealEvent[] = [];
          try {
            events = dealDecider.decide(command, state, { now: new Date(at), newId: () => 'x' });
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            continue;
          }
          for (const event of events) {
            const before = state.status === 'open' ? state.customerState : undefined;
            state = dealDecider.evolve(state, event);
            const after = state.status === 'open' ? state.customerState : undefined;
            if (before !== undefined && after !== undefined && before !== after) {
              expect(isTransitionAllowed(before, after)).toBe(true);
            }
            expect(ALL_CUSTOMER_STATES).toContain(after);
          }
          if (state.status === 'open' && state.selectedExtra !== null) expect(state.offer.deliveryOption).not.toBe('by_factory');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('deal event schemas', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DEAL_EVENT_SCHEMAS } = require('./deal-event-schemas') as typeof import('./deal-event-schemas');
  const validate = (type: string, data: unknown) => DEAL_EVENT_SCHEMAS.find((s) => s.type === type)!.validate(data);
  const uuidDeal = 'd0000000-0000-4000-8000-000000000001';

  it('accepts what the decider writes and refuses extra fields (no personal data slips in)', () => {
    const event = created('b2b');
    const data = { ...event.data, dealId: uuidDeal, customerId: uuidDeal, carSpecId: uuidDeal, carModelId: uuidDeal, finalOfferId: uuidDeal };
    expect(validate('DealCreated', data)).toEqual([]);
    expect(validate('DealCreated', { ...data, firstName: 'Max' })).toEqual(['firstName is not allowed']);
    expect(validate('DealCustomerStateChanged', { dealId: uuidDeal, from: 'inquired', to: 'nowhere', trigger: 'x', actor: customer, changedAt: at })).toEqual([
      'to is missing or invalid',
    ]);
    const moved = { dealId: uuidDeal, from: 'contract_prepared', to: 'contract_sent_by_post', trigger: 'mark_contract_sent_by_post', actor: admin, changedAt: at };
    expect(validate('DealCustomerStateChanged', { ...moved, noteId: uuidDeal })).toEqual([]);
    expect(validate('DealCustomerStateChanged', { ...moved, noteId: 'Per Einschreiben' })).toEqual(['noteId is missing or invalid']);
    // legacy events with the note text still validate
    expect(validate('DealCustomerStateChanged', { ...moved, note: 'Per Einschreiben' })).toEqual([]);
    expect(validate('DealCustomerStateChanged', { ...moved, note: 'x'.repeat(501) })).toEqual(['note is missing or invalid']);
    expect(validate('DealCustomerStateChanged', { ...moved, note: null })).toEqual(['note is missing or invalid']);
  });

  it('keeps client free text out: message category and source are enumerated, a restart names the upload by id', () => {
    const posted = { dealId: uuidDeal, messageId: uuidDeal, category: 'question', source: 'customer_area', actor: customer, postedAt: at };
    expect(validate('DealMessagePosted', posted)).toEqual([]);
    expect(validate('DealMessagePosted', { ...posted, category: 'Rückruf für Erika Muster' })).toEqual(['category is missing or invalid']);
    expect(validate('DealMessagePosted', { ...posted, source: 'erika@example.org' })).toEqual(['source is missing or invalid']);
    const restarted = { dealId: uuidDeal, from: 'car_configured', documentId: uuidDeal, actor: customer, restartedAt: at };
    expect(validate('DealConfiguratorRestarted', restarted)).toEqual([]);
    expect(validate('DealConfiguratorRestarted', { ...restarted, documentId: 'customers/x/Ausweis-Muster.pdf' })).toEqual(['documentId is missing or invalid']);
    // legacy events with the storage key still validate
    expect(validate('DealConfiguratorRestarted', { dealId: uuidDeal, from: 'car_configured', s3Key: null, actor: customer, restartedAt: at })).toEqual([]);
  });
});
