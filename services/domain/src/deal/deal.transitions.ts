import {
  CHECKOUT_OPEN_STATES,
  CUSTOMER_STATES,
  OPS_ACTION_TRANSITIONS,
  type CustomerDetailsKind,
  type CustomerGroup,
  type DealCustomerState,
  type OpsAction,
  type ProcessCustomerState,
} from '@autoleasing/contracts';

/**
 * THE TRANSITION TABLE of customer_state (spec 4.1 lists the states, not the moves; this is the
 * leasing process we run). docs/deals.md carries the same table. Every change of customer_state goes
 * through one row; anything else is a 409 `invalid_transition` and stores nothing.
 *
 * - by 'customer': the deal's owner completes a checkout step (groups: whose steps, spec 2.3/5.2);
 *   `details`: the customer details that must be saved for the step (they are saved by the same
 *   request, PATCH /checkout/customer/{id}/{kind} with deal_id).
 * - by 'ops': an Admin acts on a deal from checkout_completed on (ops-deals module).
 */
export interface Transition {
  from: ProcessCustomerState;
  to: DealCustomerState;
  by: 'customer' | 'ops';
  trigger: CustomerStep | OpsAction | 'restart_configurator' | 'archive';
  groups: readonly CustomerGroup[];
  details?: CustomerDetailsKind;
}

export const CUSTOMER_STEPS = [
  'configure_car',
  'personal_details',
  'business_details',
  'company_details',
  'credit_check_details',
  'owner_details',
  'documents',
  'place_order',
] as const;
export type CustomerStep = (typeof CUSTOMER_STEPS)[number];

const BOTH = ['b2b', 'b2c'] as const;
const B2C = ['b2c'] as const;
const B2B = ['b2b'] as const;

const CUSTOMER_TRANSITIONS: readonly Transition[] = [
  { from: 'inquired', to: 'car_configured', by: 'customer', trigger: 'configure_car', groups: BOTH },
  { from: 'car_configured', to: 'personal_details_completed', by: 'customer', trigger: 'personal_details', groups: B2C, details: 'private_personal_details' },
  { from: 'car_configured', to: 'personal_details_completed', by: 'customer', trigger: 'business_details', groups: B2B, details: 'business_company_manager_details' },
  { from: 'personal_details_completed', to: 'company_details_completed', by: 'customer', trigger: 'company_details', groups: B2B, details: 'business_company_details' },
  { from: 'personal_details_completed', to: 'self_assessment_completed', by: 'customer', trigger: 'credit_check_details', groups: B2C, details: 'private_banking_details' },
  // Spec 4.2 resumes a private deal in company_details_completed on credit-check-details too.
  { from: 'company_details_completed', to: 'self_assessment_completed', by: 'customer', trigger: 'credit_check_details', groups: B2C, details: 'private_banking_details' },
  { from: 'company_details_completed', to: 'self_assessment_completed', by: 'customer', trigger: 'owner_details', groups: B2B, details: 'business_personal_details' },
  { from: 'self_assessment_completed', to: 'documents_uploaded', by: 'customer', trigger: 'documents', groups: BOTH },
  { from: 'documents_uploaded', to: 'checkout_completed', by: 'customer', trigger: 'place_order', groups: BOTH },
  // Restart the configurator (POST final_offers/{id}/restart): back to inquired while the checkout is open.
  ...CHECKOUT_OPEN_STATES.filter((s) => s !== 'inquired').map(
    (from): Transition => ({ from, to: 'inquired', by: 'customer', trigger: 'restart_configurator', groups: BOTH }),
  ),
  // The customer archives a deal whose checkout is not finished (customer area).
  ...CHECKOUT_OPEN_STATES.map((from): Transition => ({ from, to: 'customer_archived', by: 'customer', trigger: 'archive', groups: BOTH })),
];

const OPS_TRANSITIONS: readonly Transition[] = (Object.keys(OPS_ACTION_TRANSITIONS) as OpsAction[]).flatMap((action) =>
  OPS_ACTION_TRANSITIONS[action].from
    .filter((from) => from !== OPS_ACTION_TRANSITIONS[action].to)
    .map((from): Transition => ({ from, to: OPS_ACTION_TRANSITIONS[action].to, by: 'ops', trigger: action, groups: BOTH })),
);

/** Ops may archive any deal that is not archived yet (cancelled orders, duplicates). */
const OPS_ARCHIVE: readonly Transition[] = CUSTOMER_STATES.map((from): Transition => ({ from, to: 'customer_archived', by: 'ops', trigger: 'archive', groups: BOTH }));

export const DEAL_TRANSITIONS: readonly Transition[] = [...CUSTOMER_TRANSITIONS, ...OPS_TRANSITIONS, ...OPS_ARCHIVE];

/** The row a customer step takes from `from` for this group, if any. */
export function findCustomerStep(from: DealCustomerState, step: CustomerStep, group: CustomerGroup): Transition | undefined {
  return DEAL_TRANSITIONS.find((t) => t.by === 'customer' && t.trigger === step && t.from === from && t.groups.includes(group));
}

/** Where a customer step leads for a group (independent of the current state). */
export function customerStepTarget(step: CustomerStep, group: CustomerGroup): DealCustomerState | undefined {
  return DEAL_TRANSITIONS.find((t) => t.by === 'customer' && t.trigger === step && t.groups.includes(group))?.to;
}

/** The step that completes saving these details (for PATCH customer details with deal_id). */
export function stepForDetails(kind: CustomerDetailsKind): CustomerStep {
  const row = DEAL_TRANSITIONS.find((t) => t.details === kind);
  if (!row) throw new Error(`No step for ${kind}`);
  return row.trigger as CustomerStep;
}

/** The customer step that leads from `from` to `to` for the group (status_update asks by target state). */
export function customerStepTo(from: DealCustomerState, to: DealCustomerState, group: CustomerGroup): Transition | undefined {
  return DEAL_TRANSITIONS.find(
    (t) => t.by === 'customer' && t.from === from && t.to === to && t.groups.includes(group) && CUSTOMER_STEPS.includes(t.trigger as CustomerStep),
  );
}

export function isTransitionAllowed(from: DealCustomerState, to: DealCustomerState): boolean {
  return DEAL_TRANSITIONS.some((t) => t.from === from && t.to === to);
}
