import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealDocumentsService } from '../../shared/deal-documents.service';
import { RemoveFinalOfferDocumentCommand } from './remove-final-offer-document.command';

/** Only a document of the customer's own final offer; the file is deleted with it. */
@CommandHandler(RemoveFinalOfferDocumentCommand)
export class RemoveFinalOfferDocumentHandler implements ICommandHandler<RemoveFinalOfferDocumentCommand> {
  constructor(private readonly dealDocuments: DealDocumentsService) {}

  async execute({ session, finalOfferId, documentId }: RemoveFinalOfferDocumentCommand): Promise<void> {
    await this.dealDocuments.remove(session, await this.dealDocuments.finalOfferTarget(finalOfferId, session.userId), documentId);
  }
}
