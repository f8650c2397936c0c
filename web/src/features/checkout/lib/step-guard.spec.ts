import { ALL_CUSTOMER_STATES, type CheckoutStep, type CustomerGroup, type DealCustomerState } from '@autoleasing/contracts';
import { makeDeal } from '../../../../test/checkout-api';
import { decideConfigurator, decideStep, nextStep } from './step-guard';

const deal = (state: DealCustomerState, group: CustomerGroup = 'b2c') => makeDeal({ customer_state: state, customer_group: group }, group);

describe('resume page per state (spec 4.2) on /checkout', () => {
  it.each<[DealCustomerState, CustomerGroup, string]>([
    ['inquired', 'b2c', 'full-page-load /customer/deals/7/checkout#/car'],
    ['inquired', 'b2b', 'full-page-load /customer/deals/7/checkout#/car'],
    ['car_configured', 'b2c', 'show'],
    ['car_configured', 'b2b', 'show'],
    ['personal_details_completed', 'b2c', 'redirect /checkout/credit-check-details?deal_id=7'],
    ['personal_details_completed', 'b2b', 'redirect /checkout/company-details?deal_id=7'],
    ['company_details_completed', 'b2c', 'redirect /checkout/credit-check-details?deal_id=7'],
    ['company_details_completed', 'b2b', 'redirect /checkout/owner-details?deal_id=7'],
    ['self_assessment_completed', 'b2c', 'redirect /checkout/documents?deal_id=7'],
    ['self_assessment_completed', 'b2b', 'redirect /checkout/business-documents?deal_id=7'],
    ['documents_uploaded', 'b2c', 'redirect /checkout/extras?deal_id=7'],
    ['documents_uploaded', 'b2b', 'redirect /checkout/extras?deal_id=7'],
    ['checkout_completed', 'b2c', 'redirect /checkout/success?deal_id=7'],
    ['contract_prepared', 'b2c', 'redirect /customer/deals/7/contracts'],
    ['contract_sent_by_post', 'b2b', 'redirect /customer/deals/7/contracts'],
    ['customer_pre_confirmed', 'b2c', 'redirect /customer/waiting-for-delivery'],
    ['delivery_time_updated', 'b2b', 'redirect /customer/waiting-for-delivery'],
    ['car_registered', 'b2c', 'redirect /customer/contracts/7'],
    ['car_picked_up', 'b2b', 'redirect /customer/contracts/7'],
    ['customer_archived', 'b2c', 'redirect /customer'],
  ])('%s (%s) → %s', (state, group, expected) => {
    const decision = decideStep('checkout', deal(state, group), group);
    expect(decision.action === 'show' ? 'show' : `${decision.action} ${decision.to}`).toBe(expected);
  });
});

describe('group guard (spec 5.2)', () => {
  const privateSteps: CheckoutStep[] = ['personal-details', 'credit-check-details', 'documents', 'summary'];
  const businessSteps: CheckoutStep[] = ['business-details', 'company-details', 'owner-details', 'business-documents', 'business-summary'];

  it.each(businessSteps)('a b2c customer on %s goes to /checkout?deal_id=…', (step) => {
    expect(decideStep(step, deal('documents_uploaded', 'b2c'), 'b2c')).toEqual({ action: 'redirect', to: '/checkout?deal_id=7' });
  });

  it.each(privateSteps)('a b2b customer on %s goes to /checkout?deal_id=…', (step) => {
    expect(decideStep(step, deal('documents_uploaded', 'b2b'), 'b2b')).toEqual({ action: 'redirect', to: '/checkout?deal_id=7' });
  });

  it('takes the group of the logged-in customer over the deal', () => {
    expect(decideStep('personal-details', deal('car_configured', 'b2c'), 'b2b')).toEqual({ action: 'redirect', to: '/checkout?deal_id=7' });
  });
});

describe('a step that does not fit the state goes to the state page (spec 4.2)', () => {
  it('opens the first details step in car_configured', () => {
    expect(decideStep('personal-details', deal('car_configured'), 'b2c')).toEqual({ action: 'show' });
    expect(decideStep('business-details', deal('car_configured', 'b2b'), 'b2b')).toEqual({ action: 'show' });
  });

  it('never lets a customer skip ahead', () => {
    expect(decideStep('documents', deal('car_configured'), 'b2c')).toEqual({ action: 'redirect', to: '/checkout?deal_id=7' });
    expect(decideStep('summary', deal('self_assessment_completed'), 'b2c')).toEqual({ action: 'redirect', to: '/checkout/documents?deal_id=7' });
    expect(decideStep('owner-details', deal('personal_details_completed', 'b2b'), 'b2b')).toEqual({ action: 'redirect', to: '/checkout/company-details?deal_id=7' });
  });

  it('lets a customer go back to an earlier step', () => {
    expect(decideStep('personal-details', deal('documents_uploaded'), 'b2c')).toEqual({ action: 'show' });
    expect(decideStep('summary', deal('documents_uploaded'), 'b2c')).toEqual({ action: 'show' });
  });

  it('allows success only in checkout_completed (spec 4.1)', () => {
    expect(decideStep('success', deal('checkout_completed'), 'b2c')).toEqual({ action: 'show' });
    expect(decideStep('success', deal('documents_uploaded'), 'b2c')).toEqual({ action: 'redirect', to: '/checkout/extras?deal_id=7' });
    expect(decideStep('summary', deal('checkout_completed'), 'b2c')).toEqual({ action: 'redirect', to: '/checkout/success?deal_id=7' });
  });

  it('resumes an inquired deal by a full page load of the car step', () => {
    expect(decideStep('extras', deal('inquired'), 'b2c')).toEqual({ action: 'full-page-load', to: '/customer/deals/7/checkout#/car' });
  });
});

describe('configurator', () => {
  it.each(ALL_CUSTOMER_STATES)('in %s', (state) => {
    const decision = decideConfigurator(deal(state), 'b2c');
    const open = ['inquired', 'car_configured', 'personal_details_completed', 'company_details_completed', 'self_assessment_completed', 'documents_uploaded'].includes(state);
    expect(decision.action).toBe(open ? 'show' : 'redirect');
  });
});

it('orders the steps of both groups (spec 2.3)', () => {
  const walk = (group: CustomerGroup) => {
    const steps: CheckoutStep[] = ['checkout'];
    while (steps[steps.length - 1] !== 'success') steps.push(nextStep(steps[steps.length - 1], group));
    return steps;
  };
  expect(walk('b2c')).toEqual(['checkout', 'personal-details', 'credit-check-details', 'documents', 'extras', 'summary', 'success']);
  expect(walk('b2b')).toEqual(['checkout', 'business-details', 'company-details', 'owner-details', 'business-documents', 'extras', 'business-summary', 'success']);
});
