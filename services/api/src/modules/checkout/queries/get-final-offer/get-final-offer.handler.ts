import type { FinalOfferDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealReadModel, toFinalOfferDto } from '../../shared/deal-read-model';
import { GetFinalOfferQuery } from './get-final-offer.query';

@QueryHandler(GetFinalOfferQuery)
export class GetFinalOfferHandler implements IQueryHandler<GetFinalOfferQuery> {
  constructor(private readonly deals: DealReadModel) {}

  async execute({ finalOfferId, customerId }: GetFinalOfferQuery): Promise<FinalOfferDto> {
    return toFinalOfferDto(await this.deals.ownDealByFinalOffer(finalOfferId, customerId));
  }
}
