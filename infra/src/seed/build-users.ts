import type { CustomerGroup } from '@autoleasing/contracts';
import { stableUuid } from './stable-id';

export const DEMO_PASSWORD = 'Leasing2026!';
/** A fixed moment, so re-seeding does not change rows (and content hashes) just by the clock. */
export const DEMO_ACCOUNT_SINCE = '2026-01-01T08:00:00.000Z';

export interface DemoUser {
  id: string;
  email: string;
  role: 'Customer' | 'Dealer' | 'Admin';
  customerGroup: CustomerGroup | null;
  firstName: string;
  lastName: string;
  companyName: string | null;
  dealerId: string | null;
}

export function buildDemoUsers(dealerId: string): DemoUser[] {
  const user = (u: Omit<DemoUser, 'id'>): DemoUser => ({ ...u, id: stableUuid('user', u.email) });
  return [
    user({ email: 'privat@autoleasing.example', role: 'Customer', customerGroup: 'b2c', firstName: 'Petra', lastName: 'Privat', companyName: null, dealerId: null }),
    user({ email: 'gewerbe@autoleasing.example', role: 'Customer', customerGroup: 'b2b', firstName: 'Georg', lastName: 'Gewerbe', companyName: 'Gewerbe Logistik GmbH', dealerId: null }),
    user({ email: 'haendler@autoleasing.example', role: 'Dealer', customerGroup: null, firstName: 'Hanna', lastName: 'Händler', companyName: null, dealerId }),
    user({ email: 'admin@autoleasing.example', role: 'Admin', customerGroup: null, firstName: 'Anton', lastName: 'Admin', companyName: null, dealerId: null }),
  ];
}
