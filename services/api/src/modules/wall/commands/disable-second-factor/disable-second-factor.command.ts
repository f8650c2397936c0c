import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/session.store';

/** Turns the customer's second factor off, proven by the password or a current code. */
export class DisableSecondFactorCommand extends Command<void> {
  constructor(
    readonly session: AuthSession,
    readonly proof: { password?: string; code?: string },
  ) {
    super();
  }
}
