import type { OpsAction } from './api';
import type { DealCustomerState, ProcessCustomerState } from './customer-states';

/**
 * What each ops action does to customer_state (Admin only). The deal decider's transition table
 * (services/domain/src/deal/deal.transitions.ts) is built from this and the customer steps.
 * update_delivery_time may repeat: from delivery_time_updated it records the new band and leaves
 * the state as it is.
 */
export const OPS_ACTION_TRANSITIONS: Readonly<Record<OpsAction, { from: readonly ProcessCustomerState[]; to: ProcessCustomerState }>> = {
  prepare_contract: { from: ['checkout_completed'], to: 'contract_prepared' },
  mark_contract_signed_uploaded: { from: ['contract_prepared'], to: 'contract_signed_uploaded' },
  mark_contract_sent_by_post: { from: ['contract_prepared'], to: 'contract_sent_by_post' },
  pre_confirm_customer: { from: ['contract_signed_uploaded', 'contract_sent_by_post'], to: 'customer_pre_confirmed' },
  confirm_customer: { from: ['customer_pre_confirmed'], to: 'customer_confirmed' },
  update_delivery_time: { from: ['customer_confirmed', 'delivery_time_updated'], to: 'delivery_time_updated' },
  register_car: { from: ['customer_confirmed', 'delivery_time_updated'], to: 'car_registered' },
  mark_car_picked_up: { from: ['car_registered'], to: 'car_picked_up' },
};

export function availableOpsActions(state: DealCustomerState): OpsAction[] {
  return (Object.keys(OPS_ACTION_TRANSITIONS) as OpsAction[]).filter((action) =>
    (OPS_ACTION_TRANSITIONS[action].from as readonly string[]).includes(state),
  );
}
