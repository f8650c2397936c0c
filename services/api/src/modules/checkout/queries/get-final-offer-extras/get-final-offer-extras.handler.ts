import type { FinalOfferExtrasDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealReadModel, toExtrasDto } from '../../shared/deal-read-model';
import { GetFinalOfferExtrasQuery } from './get-final-offer-extras.query';

@QueryHandler(GetFinalOfferExtrasQuery)
export class GetFinalOfferExtrasHandler implements IQueryHandler<GetFinalOfferExtrasQuery> {
  constructor(private readonly deals: DealReadModel) {}

  async execute({ dealId, customerId }: GetFinalOfferExtrasQuery): Promise<FinalOfferExtrasDto> {
    return toExtrasDto(await this.deals.ownDeal(dealId, customerId));
  }
}
