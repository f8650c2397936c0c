import type { AttachedDocument } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AttachDocumentRequestDto } from '../../shared/attach-document.request.dto';

/** One of the customer's own uploads, to become a document of the customer (spec 7.5). */
export class AttachCustomerDocumentCommand extends Command<AttachedDocument> {
  constructor(
    /** The customer named in the path; only the caller themself is found. */
    readonly customerId: string,
    readonly userId: string,
    readonly body: AttachDocumentRequestDto,
  ) {
    super();
  }
}
