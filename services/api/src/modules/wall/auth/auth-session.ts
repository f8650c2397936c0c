import type { CustomerGroup, UserRole } from '@autoleasing/contracts';

/** What the rest of the request knows about a logged-in user. */
export interface AuthSession {
  sessionId: string;
  userId: string;
  email: string;
  role: UserRole;
  customerGroup: CustomerGroup | null;
  dealerId: string | null;
  acceptedTnc: boolean;
  /** A confirmed TOTP enrolment; staff without one may only enrol (issue 20). */
  secondFactorEnabled: boolean;
}
