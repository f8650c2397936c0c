import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/session.store';

/** Accepting the current terms; both PUT consent and PUT accept_new_tncs send it. */
export class AcceptTermsCommand extends Command<void> {
  constructor(readonly session: AuthSession) {
    super();
  }
}
