import { Command } from '@nestjs/cqrs';

/** One of the customer's attached documents, to be removed with its file. */
export class RemoveCustomerDocumentCommand extends Command<void> {
  constructor(
    /** The customer named in the path; only the caller themself is found. */
    readonly customerId: string,
    readonly documentId: string,
    readonly userId: string,
  ) {
    super();
  }
}
