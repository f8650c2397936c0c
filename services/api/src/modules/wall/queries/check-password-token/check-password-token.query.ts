import type { PasswordTokenValidResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** Whether a password reset link is still valid; an invalid one throws. */
export class CheckPasswordTokenQuery extends Query<PasswordTokenValidResponse> {
  constructor(readonly token: string) {
    super();
  }
}
