import type { AttachedDocument } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { AttachDocumentRequestDto } from '../../shared/attach-document.request.dto';

/** One of the customer's own uploads, to become a document of their deal's final offer. */
export class AttachFinalOfferDocumentCommand extends Command<AttachedDocument> {
  constructor(
    readonly session: AuthSession,
    readonly finalOfferId: string,
    readonly body: AttachDocumentRequestDto,
  ) {
    super();
  }
}
