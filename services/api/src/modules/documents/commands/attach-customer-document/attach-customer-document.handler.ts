import type { AttachedDocument } from '@autoleasing/contracts';
import { customerNotFound } from '@autoleasing/domain';
import { type DocumentsRepository, toAttachedDocument } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { documentErrors } from '../../shared/document-errors';
import { DOCUMENTS_REPOSITORY } from '../../shared/documents.tokens';
import { DocumentsService } from '../../shared/documents.service';
import { AttachCustomerDocumentCommand } from './attach-customer-document.command';

/** Attaching it again the same way changes nothing; a document attached elsewhere answers 409. */
@CommandHandler(AttachCustomerDocumentCommand)
export class AttachCustomerDocumentHandler implements ICommandHandler<AttachCustomerDocumentCommand> {
  constructor(
    private readonly documents: DocumentsService,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  async execute({ customerId, userId, body }: AttachCustomerDocumentCommand): Promise<AttachedDocument> {
    if (customerId !== userId) throw customerNotFound();
    const upload = await this.documents.uploadOf(userId, body.s3_key);
    if (upload.contentType !== body.contentType) throw documentErrors.contentTypeMismatch();
    if (upload.attachedTo) {
      if (upload.attachedTo === 'customer' && upload.attachmentType === body.attachment_type) return toAttachedDocument(upload);
      throw documentErrors.alreadyAttached();
    }
    const attached = await this.repository.attach(upload.id, { attachedTo: 'customer', attachmentType: body.attachment_type, dealId: null, finalOfferId: null });
    return toAttachedDocument(attached);
  }
}
