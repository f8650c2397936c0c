import type { DealerManufacturersResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { ListDealerManufacturersQuery } from './list-dealer-manufacturers.query';

@QueryHandler(ListDealerManufacturersQuery)
export class ListDealerManufacturersHandler implements IQueryHandler<ListDealerManufacturersQuery> {
  constructor(private readonly repository: DealerDiscountsRepository) {}

  async execute({ dealerId }: ListDealerManufacturersQuery): Promise<DealerManufacturersResponse> {
    return { manufacturers: await this.repository.manufacturers(dealerId) };
  }
}
