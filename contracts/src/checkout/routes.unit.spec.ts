import { CUSTOMER_STATES, customerStateGroup, isCustomerShopAllowed, OPS_STATES } from './customer-states';
import { availableOpsActions } from './ops-transitions';
import { ALL_CUSTOMER_STATES } from './customer-states';
import { CHECKOUT_STEPS, isStepAllowedForGroup, isStepAllowedInState, resumeTarget, type CheckoutStep } from './routes';

describe('customer states and groups (spec 4.1)', () => {
  it('has the 15 states in order and groups them', () => {
    expect(CUSTOMER_STATES).toHaveLength(15);
    expect(customerStateGroup('inquired')).toBeUndefined();
    expect(customerStateGroup('documents_uploaded')).toBe('checkout_in_progress');
    expect(customerStateGroup('checkout_completed')).toBe('contracts');
    expect(customerStateGroup('delivery_time_updated')).toBe('waiting_for_delivery');
    expect(customerStateGroup('car_picked_up')).toBe('active_contract');
    expect(customerStateGroup('customer_archived')).toBeUndefined();
    expect(OPS_STATES[0]).toBe('checkout_completed');
    expect(isCustomerShopAllowed('customer_confirmed')).toBe(true);
    expect(isCustomerShopAllowed('customer_pre_confirmed')).toBe(false);
  });
});

describe('resume page per state (spec 4.2)', () => {
  const id = 'd1';
  it.each([
    ['inquired', 'b2c', '/customer/deals/d1/checkout#/car'],
    ['car_configured', 'b2c', '/checkout?deal_id=d1'],
    ['personal_details_completed', 'b2c', '/checkout/credit-check-details?deal_id=d1'],
    ['personal_details_completed', 'b2b', '/checkout/company-details?deal_id=d1'],
    ['company_details_completed', 'b2c', '/checkout/credit-check-details?deal_id=d1'],
    ['company_details_completed', 'b2b', '/checkout/owner-details?deal_id=d1'],
    ['self_assessment_completed', 'b2c', '/checkout/documents?deal_id=d1'],
    ['self_assessment_completed', 'b2b', '/checkout/business-documents?deal_id=d1'],
    ['documents_uploaded', 'b2b', '/checkout/extras?deal_id=d1'],
    ['checkout_completed', 'b2c', '/checkout/success?deal_id=d1'],
    ['contract_sent_by_post', 'b2c', '/customer/deals/d1/contracts'],
    ['delivery_time_updated', 'b2b', '/customer/waiting-for-delivery'],
    ['car_picked_up', 'b2b', '/customer/contracts/d1'],
    ['customer_archived', 'b2b', '/customer'],
  ] as const)('%s (%s) → %s', (state, group, href) => {
    expect(resumeTarget(state, group, id).href).toBe(href);
  });

  it('lets each group use only its own steps (spec 5.2)', () => {
    expect(isStepAllowedForGroup('personal-details', 'b2c')).toBe(true);
    expect(isStepAllowedForGroup('personal-details', 'b2b')).toBe(false);
    expect(isStepAllowedForGroup('owner-details', 'b2c')).toBe(false);
    expect(isStepAllowedForGroup('extras', 'b2b')).toBe(true);
  });

  it('allows going back but not forward past the state', () => {
    expect(isStepAllowedInState('personal-details', 'self_assessment_completed', 'b2c')).toBe(true);
    expect(isStepAllowedInState('documents', 'personal_details_completed', 'b2c')).toBe(false);
    expect(isStepAllowedInState('summary', 'documents_uploaded', 'b2c')).toBe(true);
    expect(isStepAllowedInState('business-summary', 'documents_uploaded', 'b2c')).toBe(false);
    expect(isStepAllowedInState('success', 'documents_uploaded', 'b2b')).toBe(false);
    expect(isStepAllowedInState('success', 'checkout_completed', 'b2b')).toBe(true);
    expect(isStepAllowedInState('extras', 'checkout_completed', 'b2b')).toBe(false);
    expect(isStepAllowedInState('checkout', 'inquired', 'b2b')).toBe(false);
  });

  // The whole resume table of spec 4.2: per state and group, exactly the steps a deal may show.
  // A state allows every earlier step (going back) up to the step whose save completes it.
  const allowed: Record<string, { b2c: CheckoutStep[]; b2b: CheckoutStep[] }> = {
    inquired: { b2c: [], b2b: [] },
    car_configured: { b2c: ['checkout', 'personal-details'], b2b: ['checkout', 'business-details'] },
    personal_details_completed: {
      b2c: ['checkout', 'personal-details', 'credit-check-details'],
      b2b: ['checkout', 'business-details', 'company-details'],
    },
    company_details_completed: {
      b2c: ['checkout', 'personal-details', 'credit-check-details'],
      b2b: ['checkout', 'business-details', 'company-details', 'owner-details'],
    },
    self_assessment_completed: {
      b2c: ['checkout', 'personal-details', 'credit-check-details', 'documents'],
      b2b: ['checkout', 'business-details', 'company-details', 'owner-details', 'business-documents'],
    },
    documents_uploaded: {
      b2c: ['checkout', 'personal-details', 'credit-check-details', 'documents', 'extras', 'summary'],
      b2b: ['checkout', 'business-details', 'company-details', 'owner-details', 'business-documents', 'extras', 'business-summary'],
    },
    checkout_completed: { b2c: ['success'], b2b: ['success'] },
  };
  const steps = Object.keys(CHECKOUT_STEPS) as CheckoutStep[];
  it.each(ALL_CUSTOMER_STATES.flatMap((state) => (['b2c', 'b2b'] as const).map((group) => [state, group] as const)))(
    'allows exactly the fitting steps in %s (%s)',
    (state, group) => {
      const expected = allowed[state]?.[group] ?? [];
      expect(steps.filter((step) => isStepAllowedInState(step, state, group))).toEqual(steps.filter((step) => expected.includes(step)));
      const target = resumeTarget(state, group, 'd1');
      // the resume page of every checkout state is itself an allowed step
      if (target.kind === 'checkout-step') expect(isStepAllowedInState(target.step, state, group)).toBe(true);
    },
  );

  it('lets saving the first details step complete car_configured', () => {
    expect(isStepAllowedInState('personal-details', 'car_configured', 'b2c')).toBe(true);
    expect(isStepAllowedInState('business-details', 'car_configured', 'b2b')).toBe(true);
    expect(isStepAllowedInState('credit-check-details', 'car_configured', 'b2c')).toBe(false);
    expect(isStepAllowedInState('company-details', 'car_configured', 'b2b')).toBe(false);
  });

  it('offers ops actions by state', () => {
    expect(availableOpsActions('checkout_completed')).toEqual(['prepare_contract']);
    expect(availableOpsActions('contract_prepared')).toEqual(['mark_contract_signed_uploaded', 'mark_contract_sent_by_post']);
    expect(availableOpsActions('customer_confirmed')).toEqual(['update_delivery_time', 'register_car']);
    expect(availableOpsActions('documents_uploaded')).toEqual([]);
  });
});
