import {
  CHECKOUT_STEPS,
  checkoutProgressStepsOf,
  checkoutStepsOf,
  isStepAllowedForGroup,
  isCheckoutOpen,
  isStepAllowedInState,
  resumeTarget,
  type CheckoutStep,
  type CustomerGroup,
  type DealDto,
} from '@autoleasing/contracts';

/** What a checkout page does with the deal it was opened for. */
export type StepDecision =
  | { action: 'show' }
  /** In-app navigation (replace). */
  | { action: 'redirect'; to: string }
  /** Spec 2.3: a deal in state inquired resumes through a full page load of the car step. */
  | { action: 'full-page-load'; to: string };

export function checkoutHref(dealId: string): string {
  return `${CHECKOUT_STEPS.checkout.path}?deal_id=${encodeURIComponent(dealId)}`;
}

/**
 * Spec 5.2 and 4.2 for a checkout step: an archived deal is not found (→ /customer); a step of the
 * other group sends the user to /checkout?deal_id=…; a step that does not fit the deal's state
 * goes to the state's page. The group is the logged-in customer's (the session), else the deal's.
 */
export function decideStep(step: CheckoutStep, deal: DealDto, sessionGroup: CustomerGroup | null): StepDecision {
  const group = sessionGroup ?? deal.customer_group;
  if (deal.customer_state === 'customer_archived') return { action: 'redirect', to: '/customer' };
  if (!isStepAllowedForGroup(step, group)) return { action: 'redirect', to: checkoutHref(deal.id) };
  if (step === 'checkout') return resume(deal, group, 'checkout');
  if (isStepAllowedInState(step, deal.customer_state, group)) return { action: 'show' };
  return resume(deal, group);
}

/**
 * The resume page (spec 4.2). /checkout itself is the resume page: it shows the checkout's start
 * only in car_configured and otherwise forwards to the state's page.
 */
function resume(deal: DealDto, group: CustomerGroup, current?: CheckoutStep): StepDecision {
  const target = resumeTarget(deal.customer_state, group, deal.id);
  if (target.kind === 'configurator') return { action: 'full-page-load', to: target.href };
  if (target.kind === 'checkout-step' && target.step === current) return { action: 'show' };
  return { action: 'redirect', to: target.href };
}

/** The configurator is open while the checkout is (inquired … documents_uploaded). */
export function decideConfigurator(deal: DealDto, sessionGroup: CustomerGroup | null): StepDecision {
  if (deal.customer_state === 'customer_archived') return { action: 'redirect', to: '/customer' };
  if (isCheckoutOpen(deal.customer_state)) return { action: 'show' };
  const target = resumeTarget(deal.customer_state, sessionGroup ?? deal.customer_group, deal.id);
  return { action: 'redirect', to: target.href };
}

/** The step after `step` in the group's order (spec 2.3; the summary is followed by success). */
export function nextStep(step: CheckoutStep, group: CustomerGroup): CheckoutStep {
  const steps = checkoutStepsOf(group);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)];
}

/** The step "back" leads to: none from the first step, nor from success (the checkout is done). */
export function previousStep(step: CheckoutStep, group: CustomerGroup): CheckoutStep | null {
  const steps = checkoutProgressStepsOf(group);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1] : null;
}
