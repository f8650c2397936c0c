import { CONTRACT_CONTENT_TYPE, type Actor, type AttachedDocument } from '@autoleasing/contracts';
import { attachToDealStatement, toAttachedDocument } from '@autoleasing/infra';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { attachFailure } from '../../../documents/shared/attach-failure';
import { DocumentsService } from '../../../documents/shared/documents.service';
import { contractPdfOnly, requireContractUploadState } from '../../shared/contract-upload-rules';
import { OpsDealsRepository } from '../../shared/ops-deals.repository';
import { AttachContractCommand } from './attach-contract.command';

/**
 * The document row and DealDocumentAttached (with the staff member) commit together under the
 * deal stream's lock, through the documents' one attach path (attachToDealStatement, with the
 * deal command's `writes`): a removed upload answers 404, one attached elsewhere 409, and the same
 * contract again (a retried request) changes nothing.
 */
@CommandHandler(AttachContractCommand)
export class AttachContractHandler implements ICommandHandler<AttachContractCommand> {
  constructor(
    private readonly deals: OpsDealsRepository,
    private readonly documents: DocumentsService,
    private readonly commands: DealCommandsService,
  ) {}

  async execute({ session, dealId, s3Key }: AttachContractCommand): Promise<AttachedDocument> {
    const deal = await this.deals.opsDeal(dealId);
    requireContractUploadState(deal.customer_state);
    const upload = await this.documents.uploadOf(deal.customer_id, s3Key);
    if (upload.contentType !== CONTRACT_CONTENT_TYPE) throw contractPdfOnly();
    const actor: Actor = { userId: session.userId, role: 'Admin' };
    try {
      await this.commands.execute(
        dealId,
        { type: 'AttachDocument', documentId: upload.id, attachmentType: 'contract', finalOfferId: null, actor: staffActor(session) },
        actor,
        { writes: (client) => attachToDealStatement(client, upload.id, { attachedTo: 'deal', attachmentType: 'contract', dealId, finalOfferId: null }) },
      );
    } catch (error) {
      throw attachFailure(error);
    }
    // The answer names the upload as the contract; none of its other fields changed.
    return toAttachedDocument({ ...upload, attachmentType: 'contract' });
  }
}
