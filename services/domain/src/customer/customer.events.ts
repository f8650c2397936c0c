import type { CustomerGroup } from '@autoleasing/contracts';
import type { DomainEvent } from '../shared/decider';

/**
 * Stream `customer-{customerId}`. Facts only: no e-mail, names or passwords (DESIGN.md), so the
 * personal data in the users table can be erased while this history stays as it is.
 */
export type CustomerRegistered = DomainEvent<'CustomerRegistered', { customerId: string; customerGroup: CustomerGroup; registeredAt: string }>;
export type CustomerEmailVerified = DomainEvent<'CustomerEmailVerified', { customerId: string; verifiedAt: string }>;
export type CustomerTermsAccepted = DomainEvent<'CustomerTermsAccepted', { customerId: string; termsVersion: string; acceptedAt: string }>;
export type CustomerPasswordChanged = DomainEvent<
  'CustomerPasswordChanged',
  { customerId: string; via: 'account' | 'recovery'; changedAt: string }
>;
/** Who closes or reopens an account: our staff (Admin) or the customer himself. */
export type AccountActorKind = 'staff' | 'self';
/** `by` is absent in events written before it existed; only staff could deactivate then. */
export type CustomerAccountDeactivated = DomainEvent<'CustomerAccountDeactivated', { customerId: string; deactivatedAt: string; by?: AccountActorKind }>;
export type CustomerAccountReactivated = DomainEvent<'CustomerAccountReactivated', { customerId: string; reactivatedAt: string }>;

export type CustomerEvent =
  | CustomerRegistered
  | CustomerEmailVerified
  | CustomerTermsAccepted
  | CustomerPasswordChanged
  | CustomerAccountDeactivated
  | CustomerAccountReactivated;

export const CUSTOMER_EVENT_TYPES = [
  'CustomerRegistered',
  'CustomerEmailVerified',
  'CustomerTermsAccepted',
  'CustomerPasswordChanged',
  'CustomerAccountDeactivated',
  'CustomerAccountReactivated',
] as const satisfies readonly CustomerEvent['type'][];

export const customerStreamId = (customerId: string) => `customer-${customerId}`;
