import type { ComparisonDealersResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AdminDealersRepository } from '../../shared/admin-dealers.repository';
import { ListComparisonDealersQuery } from './list-comparison-dealers.query';

@QueryHandler(ListComparisonDealersQuery)
export class ListComparisonDealersHandler implements IQueryHandler<ListComparisonDealersQuery> {
  constructor(private readonly dealers: AdminDealersRepository) {}

  async execute({ filter }: ListComparisonDealersQuery): Promise<ComparisonDealersResponse> {
    return { dealers: await this.dealers.withDiscounts(filter) };
  }
}
