import type { CustomerGroup } from '@autoleasing/contracts';
import { assertNever, type Decider } from '../shared/decider';
import { ruleViolated } from '../shared/domain-error';
import type { CustomerEvent } from './customer.events';

export type CustomerCommand =
  | { type: 'RegisterCustomer'; customerId: string; customerGroup: CustomerGroup }
  | { type: 'VerifyEmail'; customerId: string }
  | { type: 'AcceptTerms'; customerId: string; termsVersion: string }
  | { type: 'ChangePassword'; customerId: string; via: 'account' | 'recovery' }
  | { type: 'DeactivateAccount'; customerId: string }
  | { type: 'ReactivateAccount'; customerId: string };

/**
 * `unregistered`: no CustomerRegistered in the stream. Accounts created outside the wall (seeded
 * staff and demo customers, imports) have no such event but act like registered, verified ones.
 */
export type CustomerState =
  | { status: 'unregistered'; emailVerified: boolean; termsVersion: string | null; deactivated: boolean }
  | { status: 'registered'; emailVerified: boolean; termsVersion: string | null; deactivated: boolean };

const initialState = (): CustomerState => ({ status: 'unregistered', emailVerified: false, termsVersion: null, deactivated: false });

function evolve(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerRegistered':
      return { ...state, status: 'registered' };
    case 'CustomerEmailVerified':
      return { ...state, emailVerified: true };
    case 'CustomerTermsAccepted':
      return { ...state, termsVersion: event.data.termsVersion };
    case 'CustomerPasswordChanged':
      return state;
    case 'CustomerAccountDeactivated':
      return { ...state, deactivated: true };
    case 'CustomerAccountReactivated':
      return { ...state, deactivated: false };
    default:
      return assertNever(event, 'customer event');
  }
}

function decide(command: CustomerCommand, state: CustomerState, { now }: { now: Date }): CustomerEvent[] {
  const at = now.toISOString();
  const customerId = command.customerId;
  switch (command.type) {
    case 'RegisterCustomer':
      if (state.status === 'registered') throw ruleViolated('already_registered', 'Dieses Konto ist bereits registriert.');
      return [{ type: 'CustomerRegistered', data: { customerId, customerGroup: command.customerGroup, registeredAt: at } }];
    case 'VerifyEmail':
      // A second click on the same kind of link changes nothing.
      return state.emailVerified ? [] : [{ type: 'CustomerEmailVerified', data: { customerId, verifiedAt: at } }];
    case 'AcceptTerms':
      return state.termsVersion === command.termsVersion
        ? []
        : [{ type: 'CustomerTermsAccepted', data: { customerId, termsVersion: command.termsVersion, acceptedAt: at } }];
    case 'ChangePassword':
      if (state.deactivated) throw ruleViolated('account_deactivated', 'Ihr Konto ist deaktiviert.');
      return [{ type: 'CustomerPasswordChanged', data: { customerId, via: command.via, changedAt: at } }];
    case 'DeactivateAccount':
      return state.deactivated ? [] : [{ type: 'CustomerAccountDeactivated', data: { customerId, deactivatedAt: at } }];
    case 'ReactivateAccount':
      if (!state.deactivated) throw ruleViolated('account_not_deactivated', 'Ihr Konto ist bereits aktiv.');
      return [{ type: 'CustomerAccountReactivated', data: { customerId, reactivatedAt: at } }];
    default:
      return assertNever(command, 'customer command');
  }
}

export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = { initialState, evolve, decide };
