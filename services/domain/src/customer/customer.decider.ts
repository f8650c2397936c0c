import type { CustomerGroup } from '@autoleasing/contracts';
import { assertNever, type Decider } from '../shared/decider';
import { forbidden, notFound, ruleViolated } from '../shared/domain-error';
import type { AccountActorKind, CustomerEvent } from './customer.events';

/**
 * 404 customer_not_found: no such customer, or another customer's id in the path (no existence
 * oracle). Worded for the customer, who reads it most: their own account, not "the customer".
 */
export const customerNotFound = () => notFound('customer_not_found', 'Das Kundenkonto wurde nicht gefunden.');

export type CustomerCommand =
  | { type: 'RegisterCustomer'; customerId: string; customerGroup: CustomerGroup }
  | { type: 'VerifyEmail'; customerId: string }
  | { type: 'AcceptTerms'; customerId: string; termsVersion: string }
  | { type: 'ChangePassword'; customerId: string; via: 'account' | 'recovery' }
  | { type: 'DeactivateAccount'; customerId: string; by: AccountActorKind }
  | { type: 'ReactivateAccount'; customerId: string; by: AccountActorKind };

/**
 * `unregistered`: no CustomerRegistered in the stream. Accounts created outside the wall (seeded
 * staff and demo customers, imports) have no such event but act like registered, verified ones.
 */
interface CustomerFacts {
  emailVerified: boolean;
  termsVersion: string | null;
  deactivated: boolean;
  /** Who deactivated the account while it is deactivated, else null. */
  deactivatedBy: AccountActorKind | null;
}

export type CustomerState = ({ status: 'unregistered' } & CustomerFacts) | ({ status: 'registered' } & CustomerFacts);

const initialState = (): CustomerState => ({ status: 'unregistered', emailVerified: false, termsVersion: null, deactivated: false, deactivatedBy: null });

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
      return { ...state, deactivated: true, deactivatedBy: event.data.by ?? 'staff' };
    case 'CustomerAccountReactivated':
      return { ...state, deactivated: false, deactivatedBy: null };
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
      return state.deactivated ? [] : [{ type: 'CustomerAccountDeactivated', data: { customerId, deactivatedAt: at, by: command.by } }];
    case 'ReactivateAccount':
      if (!state.deactivated) throw ruleViolated('account_not_deactivated', 'Ihr Konto ist bereits aktiv.');
      // What our staff closed, only our staff reopen (issue 20, item 7): no way back by mail.
      if (command.by === 'self' && state.deactivatedBy === 'staff') {
        throw forbidden('account_deactivated_by_staff', 'Ihr Konto wurde von unserem Team deaktiviert und kann nur von ihm wieder aktiviert werden. Bitte wenden Sie sich an unseren Kundenservice.');
      }
      return [{ type: 'CustomerAccountReactivated', data: { customerId, reactivatedAt: at } }];
    default:
      return assertNever(command, 'customer command');
  }
}

export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = { initialState, evolve, decide };
