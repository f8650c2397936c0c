import type { AttachedDocument } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealReadModel } from '../../../checkout/shared/deal-read-model';
import { DealDocumentsService } from '../../shared/deal-documents.service';
import { AttachFinalOfferDocumentCommand } from './attach-final-offer-document.command';

/** Another customer's final offer answers 404 like an unknown one. */
@CommandHandler(AttachFinalOfferDocumentCommand)
export class AttachFinalOfferDocumentHandler implements ICommandHandler<AttachFinalOfferDocumentCommand> {
  constructor(
    private readonly deals: DealReadModel,
    private readonly dealDocuments: DealDocumentsService,
  ) {}

  async execute({ session, finalOfferId, body }: AttachFinalOfferDocumentCommand): Promise<AttachedDocument> {
    const deal = await this.deals.ownDealByFinalOffer(finalOfferId, session.userId);
    return this.dealDocuments.attach(session, { dealId: deal.id, finalOfferId: deal.final_offer_id }, body);
  }
}
