import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/session.store';

/** Accepting the current terms: on the consent screen (PUT consent) or on /accept-tnc (PUT accept_new_tncs). */
export class AcceptTermsCommand extends Command<void> {
  constructor(readonly session: AuthSession) {
    super();
  }
}
