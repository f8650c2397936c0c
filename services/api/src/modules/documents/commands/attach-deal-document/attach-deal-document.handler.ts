import type { AttachedDocument } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealDocumentsService } from '../../shared/deal-documents.service';
import { AttachDealDocumentCommand } from './attach-deal-document.command';

/** Another customer's deal answers 404 like an unknown one: ownership is judged by the command on the deal's stream. */
@CommandHandler(AttachDealDocumentCommand)
export class AttachDealDocumentHandler implements ICommandHandler<AttachDealDocumentCommand> {
  constructor(private readonly dealDocuments: DealDocumentsService) {}

  async execute({ session, dealId, body }: AttachDealDocumentCommand): Promise<AttachedDocument> {
    return this.dealDocuments.attach(session, { dealId, finalOfferId: null }, body);
  }
}
