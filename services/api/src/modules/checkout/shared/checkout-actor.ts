import type { DealActor } from '@autoleasing/domain';
import type { AuthSession } from '../../wall/auth/session.store';

/** The acting user as deal events record it. */
export function customerActor(session: AuthSession): DealActor & { role: 'Customer' } {
  return { userId: session.userId, role: 'Customer' };
}

export function staffActor(session: AuthSession): DealActor & { role: 'Admin' } {
  return { userId: session.userId, role: 'Admin' };
}
