import { CONTRACT_CONTENT_TYPE, type Actor, type AttachedDocument } from '@autoleasing/contracts';
import { toAttachedDocument, type DocumentsRepository } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { documentErrors } from '../../../documents/shared/document-errors';
import { DOCUMENTS_REPOSITORY } from '../../../documents/shared/documents.tokens';
import { DocumentsService } from '../../../documents/shared/documents.service';
import { contractPdfOnly, requireContractUploadState } from '../../shared/contract-upload-rules';
import { OpsDealsRepository } from '../../shared/ops-deals.repository';
import { AttachContractCommand } from './attach-contract.command';

/**
 * The document row and DealDocumentAttached (with the staff member) commit together under the
 * deal stream's lock (the documents flow's table family: documents, through its repository).
 */
@CommandHandler(AttachContractCommand)
export class AttachContractHandler implements ICommandHandler<AttachContractCommand> {
  constructor(
    private readonly deals: OpsDealsRepository,
    private readonly documents: DocumentsService,
    private readonly commands: DealCommandsService,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  async execute({ session, dealId, s3Key }: AttachContractCommand): Promise<AttachedDocument> {
    const deal = await this.deals.opsDeal(dealId);
    requireContractUploadState(deal.customer_state);
    const upload = await this.documents.uploadOf(deal.customer_id, s3Key);
    if (upload.contentType !== CONTRACT_CONTENT_TYPE) throw contractPdfOnly();
    const actor: Actor = { userId: session.userId, role: 'Admin' };
    let attached = upload;
    await this.commands.execute(
      dealId,
      { type: 'AttachDocument', documentId: upload.id, attachmentType: 'contract', finalOfferId: null, actor: staffActor(session) },
      actor,
      {
        work: async (client) => {
          const current = await this.repository.withClient(client).findById(upload.id, { forUpdate: true });
          if (!current || current.deletedAt) throw documentErrors.uploadNotFound();
          if (!current.attachedTo) return;
          // The same contract again (a retried request) is fine; a document attached elsewhere is not.
          const same = current.attachedTo === 'deal' && current.dealId === dealId && current.attachmentType === 'contract';
          if (!same) throw documentErrors.alreadyAttached();
        },
        after: async (client) => {
          attached = await this.repository.withClient(client).attach(upload.id, { attachedTo: 'deal', attachmentType: 'contract', dealId, finalOfferId: null });
        },
      },
    );
    return toAttachedDocument(attached);
  }
}
