import type { ComparisonManufacturersAndBanksResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ComparisonOptionsRepository } from '../../shared/comparison-options.repository';
import { ListComparisonManufacturersAndBanksQuery } from './list-comparison-manufacturers-and-banks.query';

@QueryHandler(ListComparisonManufacturersAndBanksQuery)
export class ListComparisonManufacturersAndBanksHandler implements IQueryHandler<ListComparisonManufacturersAndBanksQuery> {
  constructor(private readonly options: ComparisonOptionsRepository) {}

  execute(): Promise<ComparisonManufacturersAndBanksResponse> {
    return this.options.manufacturersAndBanks();
  }
}
