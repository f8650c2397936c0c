import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** A document of the customer's deal, to be removed with its file. */
export class RemoveDealDocumentCommand extends Command<void> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly documentId: string,
  ) {
    super();
  }
}
