import type { CustomerDocumentDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ListDocumentsQuery extends Query<CustomerDocumentDto[]> {
  constructor(
    readonly customerId: string,
  ) {
    super();
  }
}
