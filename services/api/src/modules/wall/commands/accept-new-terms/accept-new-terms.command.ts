import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/session.store';

/** A logged-in user accepts the terms that changed since they last accepted (PUT accept_new_tncs, spec 7.4). */
export class AcceptNewTermsCommand extends Command<void> {
  constructor(readonly session: AuthSession) {
    super();
  }
}
