import type { CustomerGroup } from '../catalogue/customer-group';
import { checkoutStepsOf, type CheckoutStep } from './routes';

/**
 * The steps of the group's checkout the customer works through (checkoutStepsOf without
 * 'success'): the progress bar shows them, and "back" walks them. The success page ends the
 * checkout; it is no step to return to.
 */
export function checkoutProgressStepsOf(group: CustomerGroup): readonly CheckoutStep[] {
  return checkoutStepsOf(group).filter((step) => step !== 'success');
}
