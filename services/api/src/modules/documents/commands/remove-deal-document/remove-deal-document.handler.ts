import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealReadModel } from '../../../checkout/shared/deal-read-model';
import { DealDocumentsService } from '../../shared/deal-documents.service';
import { RemoveDealDocumentCommand } from './remove-deal-document.command';

@CommandHandler(RemoveDealDocumentCommand)
export class RemoveDealDocumentHandler implements ICommandHandler<RemoveDealDocumentCommand> {
  constructor(
    private readonly deals: DealReadModel,
    private readonly dealDocuments: DealDocumentsService,
  ) {}

  async execute({ session, dealId, documentId }: RemoveDealDocumentCommand): Promise<void> {
    await this.deals.assertOwnDeal(dealId, session.userId);
    await this.dealDocuments.remove(session, { dealId, finalOfferId: null }, documentId);
  }
}
