import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/session.store';

/** Switches the second factor on with the app's first code; answers the ten recovery codes. */
export class EnrolSecondFactorCommand extends Command<string[]> {
  constructor(
    readonly session: AuthSession,
    readonly code: string,
  ) {
    super();
  }
}
