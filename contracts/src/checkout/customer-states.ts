/**
 * Deal customer_state (spec 4.1): the 15 process states in order, plus customer_archived.
 * The customer moves a deal from inquired to checkout_completed by completing checkout steps; ops
 * staff move it from contract_prepared to car_picked_up (the transition table lives in
 * services/domain/src/deal/deal.transitions.ts and docs/deals.md).
 */
export const CUSTOMER_STATES = [
  'inquired',
  'car_configured',
  'personal_details_completed',
  'company_details_completed',
  'self_assessment_completed',
  'documents_uploaded',
  'checkout_completed',
  'contract_prepared',
  'contract_signed_uploaded',
  'contract_sent_by_post',
  'customer_pre_confirmed',
  'customer_confirmed',
  'delivery_time_updated',
  'car_registered',
  'car_picked_up',
] as const;
export type ProcessCustomerState = (typeof CUSTOMER_STATES)[number];

/** An archived deal is treated as not found; the user goes to /customer (spec 4.1). */
export const CUSTOMER_ARCHIVED = 'customer_archived' as const;
export type DealCustomerState = ProcessCustomerState | typeof CUSTOMER_ARCHIVED;
export const ALL_CUSTOMER_STATES: readonly DealCustomerState[] = [...CUSTOMER_STATES, CUSTOMER_ARCHIVED];

export function isDealCustomerState(value: unknown): value is DealCustomerState {
  return typeof value === 'string' && (ALL_CUSTOMER_STATES as readonly string[]).includes(value);
}

export const CUSTOMER_STATE_LABELS: Readonly<Record<DealCustomerState, string>> = {
  inquired: 'Angefragt',
  car_configured: 'Fahrzeug konfiguriert',
  personal_details_completed: 'Persönliche Angaben erfasst',
  company_details_completed: 'Firmenangaben erfasst',
  self_assessment_completed: 'Selbstauskunft erfasst',
  documents_uploaded: 'Dokumente hochgeladen',
  checkout_completed: 'Bestellung abgeschlossen',
  contract_prepared: 'Vertrag vorbereitet',
  contract_signed_uploaded: 'Unterschriebener Vertrag hochgeladen',
  contract_sent_by_post: 'Vertrag per Post versandt',
  customer_pre_confirmed: 'Vorläufig bestätigt',
  customer_confirmed: 'Bestätigt',
  delivery_time_updated: 'Lieferzeit aktualisiert',
  car_registered: 'Fahrzeug zugelassen',
  car_picked_up: 'Fahrzeug abgeholt',
  customer_archived: 'Archiviert',
};

/** State groups of spec 4.1 (inquired and customer_archived belong to none). */
export const CUSTOMER_STATE_GROUPS = {
  checkout_in_progress: ['car_configured', 'personal_details_completed', 'company_details_completed', 'self_assessment_completed', 'documents_uploaded'],
  contracts: ['checkout_completed', 'contract_prepared', 'contract_signed_uploaded', 'contract_sent_by_post'],
  waiting_for_delivery: ['customer_pre_confirmed', 'customer_confirmed', 'delivery_time_updated'],
  active_contract: ['car_registered', 'car_picked_up'],
} as const satisfies Record<string, readonly ProcessCustomerState[]>;
export type CustomerStateGroup = keyof typeof CUSTOMER_STATE_GROUPS;

export const CUSTOMER_STATE_GROUP_LABELS: Readonly<Record<CustomerStateGroup, string>> = {
  checkout_in_progress: 'Bestellung in Bearbeitung',
  contracts: 'Verträge',
  waiting_for_delivery: 'Warten auf Lieferung',
  active_contract: 'Aktiver Vertrag',
};

export function customerStateGroup(state: DealCustomerState): CustomerStateGroup | undefined {
  for (const [group, states] of Object.entries(CUSTOMER_STATE_GROUPS) as [CustomerStateGroup, readonly string[]][]) {
    if (states.includes(state)) return group;
  }
  return undefined;
}

/** Index in the process order (customer_archived: -1). */
export function customerStateRank(state: DealCustomerState): number {
  return (CUSTOMER_STATES as readonly string[]).indexOf(state);
}

/** The checkout success page is allowed in checkout_completed (spec 4.1). */
export const isCheckoutSuccessAllowed = (state: DealCustomerState): boolean => state === 'checkout_completed';

/** The customer shop pages are reachable only in customer_confirmed and delivery_time_updated (spec 4.1). */
export const isCustomerShopAllowed = (state: DealCustomerState): boolean =>
  state === 'customer_confirmed' || state === 'delivery_time_updated';

/**
 * States in which the checkout is still open (inquired … documents_uploaded): the configurator,
 * the steps, extras and the downpayment may change, and the customer may restart or archive.
 */
export const CHECKOUT_OPEN_STATES: readonly ProcessCustomerState[] = CUSTOMER_STATES.slice(0, CUSTOMER_STATES.indexOf('checkout_completed'));

export function isCheckoutOpen(state: DealCustomerState): boolean {
  return (CHECKOUT_OPEN_STATES as readonly string[]).includes(state);
}

/** States from which ops staff act on a deal (the admin deal list). */
export const OPS_STATES: readonly ProcessCustomerState[] = CUSTOMER_STATES.slice(CUSTOMER_STATES.indexOf('checkout_completed'));
