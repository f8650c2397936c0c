import type { AuthenticationResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/session.store';

/** The login state of this request's session (null: not logged in) and its user agent. */
export class GetAuthenticationQuery extends Query<AuthenticationResponse> {
  constructor(
    readonly session: AuthSession | null,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}
