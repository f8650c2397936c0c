import type { AttachedDocumentList } from '@autoleasing/contracts';
import { customerNotFound } from '@autoleasing/domain';
import { type DocumentsRepository, toAttachedDocument } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DOCUMENTS_REPOSITORY } from '../../shared/documents.tokens';
import { ListCustomerDocumentsQuery } from './list-customer-documents.query';

@QueryHandler(ListCustomerDocumentsQuery)
export class ListCustomerDocumentsHandler implements IQueryHandler<ListCustomerDocumentsQuery> {
  constructor(@Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository) {}

  async execute({ customerId, userId }: ListCustomerDocumentsQuery): Promise<AttachedDocumentList> {
    if (customerId !== userId) throw customerNotFound();
    const rows = await this.repository.listAttached(userId, { attachedTo: 'customer' });
    return { data: rows.map(toAttachedDocument) };
  }
}
