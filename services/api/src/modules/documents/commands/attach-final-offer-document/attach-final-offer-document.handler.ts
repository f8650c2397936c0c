import type { AttachedDocument } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealDocumentsService } from '../../shared/deal-documents.service';
import { AttachFinalOfferDocumentCommand } from './attach-final-offer-document.command';

/** Another customer's final offer answers 404 like an unknown one. */
@CommandHandler(AttachFinalOfferDocumentCommand)
export class AttachFinalOfferDocumentHandler implements ICommandHandler<AttachFinalOfferDocumentCommand> {
  constructor(private readonly dealDocuments: DealDocumentsService) {}

  async execute({ session, finalOfferId, body }: AttachFinalOfferDocumentCommand): Promise<AttachedDocument> {
    const target = await this.dealDocuments.finalOfferTarget(finalOfferId, session.userId);
    return this.dealDocuments.attach(session, target, body);
  }
}
