import type { SecondFactorEnrolmentResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/session.store';

/** Hands out a new secret for the authenticator app; nothing is switched on yet. */
export class StartSecondFactorEnrolmentCommand extends Command<SecondFactorEnrolmentResponse> {
  constructor(readonly session: AuthSession) {
    super();
  }
}
