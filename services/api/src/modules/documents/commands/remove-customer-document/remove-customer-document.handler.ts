import type { DocumentsRepository } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { documentErrors } from '../../shared/document-errors';
import { DOCUMENTS_REPOSITORY } from '../../shared/documents.tokens';
import { DocumentsService } from '../../shared/documents.service';
import { RemoveCustomerDocumentCommand } from './remove-customer-document.command';

/** Someone else's, removed or non-customer document answers like a missing one; the file is deleted at once. */
@CommandHandler(RemoveCustomerDocumentCommand)
export class RemoveCustomerDocumentHandler implements ICommandHandler<RemoveCustomerDocumentCommand> {
  constructor(
    private readonly documents: DocumentsService,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  async execute({ customerId, documentId, userId }: RemoveCustomerDocumentCommand): Promise<void> {
    const row = await this.repository.findById(documentId);
    if (customerId !== userId || !row || row.ownerCustomerId !== userId || row.deletedAt || row.attachedTo !== 'customer') {
      throw documentErrors.notFound();
    }
    await this.documents.remove(row);
  }
}
