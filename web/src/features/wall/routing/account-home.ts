import type { Session } from '../../../lib/session';

/** Where "Mein Konto" leads: the logged-in user's own area by role. */
export function accountHomePath(session: Pick<Session, 'role'>): string {
  return session.role === 'Admin' ? '/admin/ops_team/discounts' : session.role === 'Dealer' ? '/dealer/discount' : '/customer';
}
