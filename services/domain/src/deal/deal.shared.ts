/** Rules and refusals more than one concern of the deal decider (deal-<concern>.decider.ts) shares. */
import { CUSTOMER_STATE_LABELS, isCheckoutOpen, type DealCustomerState } from '@autoleasing/contracts';
import { ruleViolated } from '../shared/domain-error';
import type { OpenDeal } from './deal.state';

export function requireEditable(state: OpenDeal): void {
  if (!isCheckoutOpen(state.customerState)) {
    throw ruleViolated(
      'checkout_closed',
      `Die Bestellung ist bereits abgeschlossen (Status „${CUSTOMER_STATE_LABELS[state.customerState]}“) und kann nicht mehr geändert werden.`,
    );
  }
}

export function invalidTransition(from: DealCustomerState, to: DealCustomerState | string): never {
  const target = (CUSTOMER_STATE_LABELS as Record<string, string>)[to] ?? to;
  throw ruleViolated(
    'invalid_transition',
    `Dieser Schritt ist im aktuellen Status „${CUSTOMER_STATE_LABELS[from]}“ nicht möglich (Ziel: „${target}“).`,
  );
}
