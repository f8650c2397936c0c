import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealReadModel } from '../../../checkout/shared/deal-read-model';
import { DealDocumentsService } from '../../shared/deal-documents.service';
import { RemoveFinalOfferDocumentCommand } from './remove-final-offer-document.command';

@CommandHandler(RemoveFinalOfferDocumentCommand)
export class RemoveFinalOfferDocumentHandler implements ICommandHandler<RemoveFinalOfferDocumentCommand> {
  constructor(
    private readonly deals: DealReadModel,
    private readonly dealDocuments: DealDocumentsService,
  ) {}

  async execute({ session, finalOfferId, documentId }: RemoveFinalOfferDocumentCommand): Promise<void> {
    const deal = await this.deals.ownDealByFinalOffer(finalOfferId, session.userId);
    await this.dealDocuments.remove(session, { dealId: deal.id, finalOfferId: deal.final_offer_id }, documentId);
  }
}
