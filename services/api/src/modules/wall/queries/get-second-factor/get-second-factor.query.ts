import type { SecondFactorStatusResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/session.store';

/** The second factor of the session's user: set up, required, recovery codes left. */
export class GetSecondFactorQuery extends Query<SecondFactorStatusResponse> {
  constructor(readonly session: AuthSession) {
    super();
  }
}
