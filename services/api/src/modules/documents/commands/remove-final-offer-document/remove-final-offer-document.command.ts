import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** A document of the customer's final offer, to be removed with its file. */
export class RemoveFinalOfferDocumentCommand extends Command<void> {
  constructor(
    readonly session: AuthSession,
    readonly finalOfferId: string,
    readonly documentId: string,
  ) {
    super();
  }
}
