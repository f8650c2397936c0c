import type { AttachedDocumentList } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** The customer's own attached documents (those of the customer, not of a deal). */
export class ListCustomerDocumentsQuery extends Query<AttachedDocumentList> {
  constructor(
    /** The customer named in the path; only the caller themself is found. */
    readonly customerId: string,
    readonly userId: string,
  ) {
    super();
  }
}
