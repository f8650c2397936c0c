import type { CustomerDocumentDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerDocumentsReadModel } from '../../shared/customer-documents.read-model';
import { ListDocumentsQuery } from './list-documents.query';

@QueryHandler(ListDocumentsQuery)
export class ListDocumentsHandler implements IQueryHandler<ListDocumentsQuery> {
  constructor(private readonly documents: CustomerDocumentsReadModel) {}

  execute({ customerId }: ListDocumentsQuery): Promise<CustomerDocumentDto[]> {
    return this.documents.documents(customerId);
  }
}
