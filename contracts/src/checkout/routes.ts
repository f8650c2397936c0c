import type { CustomerGroup } from '../catalogue/customer-group';
import type { DealCustomerState } from './customer-states';

/**
 * Checkout steps (spec 2.3). Every step path carries ?deal_id=. b2c may only use the private
 * steps, b2b only the business ones (spec 5.2); a step of the other group sends the user to
 * /checkout?deal_id=… .
 */
export const CHECKOUT_STEPS = {
  checkout: { routeName: 'checkout', path: '/checkout', groups: ['b2b', 'b2c'] },
  'personal-details': { routeName: 'checkout-personal-details', path: '/checkout/personal-details', groups: ['b2c'] },
  'credit-check-details': { routeName: 'checkout-credit-check-details', path: '/checkout/credit-check-details', groups: ['b2c'] },
  documents: { routeName: 'checkout-documents', path: '/checkout/documents', groups: ['b2c'] },
  summary: { routeName: 'checkout-summary', path: '/checkout/summary', groups: ['b2c'] },
  'business-details': { routeName: 'checkout-business-details', path: '/checkout/business-details', groups: ['b2b'] },
  'company-details': { routeName: 'checkout-company-details', path: '/checkout/company-details', groups: ['b2b'] },
  'owner-details': { routeName: 'checkout-owner-details', path: '/checkout/owner-details', groups: ['b2b'] },
  'business-documents': { routeName: 'checkout-business-documents', path: '/checkout/business-documents', groups: ['b2b'] },
  'business-summary': { routeName: 'checkout-business-summary', path: '/checkout/business-summary', groups: ['b2b'] },
  extras: { routeName: 'checkout-extras', path: '/checkout/extras', groups: ['b2b', 'b2c'] },
  success: { routeName: 'checkout-success', path: '/checkout/success', groups: ['b2b', 'b2c'] },
} as const satisfies Record<string, { routeName: string; path: string; groups: readonly CustomerGroup[] }>;
export type CheckoutStep = keyof typeof CHECKOUT_STEPS;

/** The order of each group's checkout (spec 2.3). */
export const PRIVATE_CHECKOUT_STEPS = ['checkout', 'personal-details', 'credit-check-details', 'documents', 'extras', 'summary', 'success'] as const satisfies readonly CheckoutStep[];
export const BUSINESS_CHECKOUT_STEPS = [
  'checkout',
  'business-details',
  'company-details',
  'owner-details',
  'business-documents',
  'extras',
  'business-summary',
  'success',
] as const satisfies readonly CheckoutStep[];

export const CHECKOUT_CONFIGURATOR_ROUTES = {
  configurator: { routeName: 'checkout-configurator', path: '/checkout/configurator' },
  summary: { routeName: 'checkout-configurator-summary', path: '/checkout/configurator/summary' },
} as const;

export function checkoutStepsOf(group: CustomerGroup): readonly CheckoutStep[] {
  return group === 'b2c' ? PRIVATE_CHECKOUT_STEPS : BUSINESS_CHECKOUT_STEPS;
}

/** Spec 5.2: may a customer of this group use this step path? */
export function isStepAllowedForGroup(step: CheckoutStep, group: CustomerGroup): boolean {
  return (CHECKOUT_STEPS[step].groups as readonly CustomerGroup[]).includes(group);
}

export function checkoutStepPath(step: CheckoutStep, dealId: string): string {
  return `${CHECKOUT_STEPS[step].path}?deal_id=${encodeURIComponent(dealId)}`;
}

/** Where a deal resumes (spec 4.2). `kind` tells pages that are not checkout steps apart. */
export type ResumeTarget =
  | { kind: 'configurator'; href: string }
  | { kind: 'checkout-step'; step: CheckoutStep; href: string }
  | { kind: 'contracts'; href: string }
  | { kind: 'waiting-for-delivery'; href: string }
  | { kind: 'contract'; href: string }
  | { kind: 'customer'; href: string };

/** Resume step per checkout state and group (spec 4.2 table, checkout part). */
export const RESUME_STEP: Readonly<Record<'car_configured' | 'personal_details_completed' | 'company_details_completed' | 'self_assessment_completed' | 'documents_uploaded' | 'checkout_completed', Record<CustomerGroup, CheckoutStep>>> = {
  car_configured: { b2c: 'checkout', b2b: 'checkout' },
  personal_details_completed: { b2c: 'credit-check-details', b2b: 'company-details' },
  company_details_completed: { b2c: 'credit-check-details', b2b: 'owner-details' },
  self_assessment_completed: { b2c: 'documents', b2b: 'business-documents' },
  documents_uploaded: { b2c: 'extras', b2b: 'extras' },
  checkout_completed: { b2c: 'success', b2b: 'success' },
};

/**
 * Spec 4.2: the page a deal resumes on. inquired → full page load of the configurator's car step;
 * contract states → the deal's contracts page; delivery states → waiting-for-delivery;
 * car_registered/car_picked_up → the contract page; archived → /customer (treated as not found).
 * checkout_completed is a contract state, but the success page is allowed there (spec 4.1): the
 * checkout resumes on success, the customer area on the contracts page.
 */
export function resumeTarget(state: DealCustomerState, group: CustomerGroup, dealId: string): ResumeTarget {
  const id = encodeURIComponent(dealId);
  switch (state) {
    case 'inquired':
      return { kind: 'configurator', href: `/customer/deals/${id}/checkout#/car` };
    case 'car_configured':
    case 'personal_details_completed':
    case 'company_details_completed':
    case 'self_assessment_completed':
    case 'documents_uploaded':
    case 'checkout_completed': {
      const step = RESUME_STEP[state][group];
      return { kind: 'checkout-step', step, href: checkoutStepPath(step, dealId) };
    }
    case 'contract_prepared':
    case 'contract_signed_uploaded':
    case 'contract_sent_by_post':
      return { kind: 'contracts', href: `/customer/deals/${id}/contracts` };
    case 'customer_pre_confirmed':
    case 'customer_confirmed':
    case 'delivery_time_updated':
      return { kind: 'waiting-for-delivery', href: `/customer/waiting-for-delivery` };
    case 'car_registered':
    case 'car_picked_up':
      return { kind: 'contract', href: `/customer/contracts/${id}` };
    case 'customer_archived':
      return { kind: 'customer', href: '/customer' };
  }
}

/**
 * The furthest step a deal in this state may show: the step whose save completes the state. That
 * is the resume step, except in car_configured (it resumes on the overview /checkout, and saving
 * the first details step — personal-details / business-details — is what completes it) and in
 * documents_uploaded (extras and the summary both belong to it; the summary's order completes
 * the checkout).
 */
export function furthestStep(state: keyof typeof RESUME_STEP, group: CustomerGroup): CheckoutStep {
  if (state === 'car_configured') return group === 'b2c' ? 'personal-details' : 'business-details';
  if (state === 'documents_uploaded') return group === 'b2c' ? 'summary' : 'business-summary';
  return RESUME_STEP[state][group];
}

/**
 * The steps a deal in this state may show (spec 4.2: a step that does not fit the state is
 * redirected to the state's page). A customer may go back to any earlier step of the checkout,
 * never forward past the state's furthest step; 'success' only in checkout_completed.
 */
export function isStepAllowedInState(step: CheckoutStep, state: DealCustomerState, group: CustomerGroup): boolean {
  if (!isStepAllowedForGroup(step, group)) return false;
  if (state === 'checkout_completed') return step === 'success';
  if (!(state in RESUME_STEP)) return false;
  const steps = checkoutStepsOf(group);
  const index = steps.indexOf(step);
  return step !== 'success' && index >= 0 && index <= steps.indexOf(furthestStep(state as keyof typeof RESUME_STEP, group));
}
