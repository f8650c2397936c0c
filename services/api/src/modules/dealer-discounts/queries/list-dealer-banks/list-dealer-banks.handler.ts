import type { DealerBanksResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { ListDealerBanksQuery } from './list-dealer-banks.query';

@QueryHandler(ListDealerBanksQuery)
export class ListDealerBanksHandler implements IQueryHandler<ListDealerBanksQuery> {
  constructor(private readonly repository: DealerDiscountsRepository) {}

  async execute({ dealerId }: ListDealerBanksQuery): Promise<DealerBanksResponse> {
    return { banks: await this.repository.banks(dealerId) };
  }
}
