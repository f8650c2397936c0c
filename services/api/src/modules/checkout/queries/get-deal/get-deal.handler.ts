import type { DealAnswer } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealAnswers } from '../../shared/deal-answers';
import { GetDealQuery } from './get-deal.query';

/** The customer's deal: the read model's, or its stream's word while the read model is behind. */
@QueryHandler(GetDealQuery)
export class GetDealHandler implements IQueryHandler<GetDealQuery> {
  constructor(private readonly answers: DealAnswers) {}

  execute({ dealId, customerId }: GetDealQuery): Promise<DealAnswer> {
    return this.answers.current(dealId, customerId);
  }
}
