import type { UsersDealersResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AdminDealersRepository } from '../../shared/admin-dealers.repository';
import { ListDealersQuery } from './list-dealers.query';

@QueryHandler(ListDealersQuery)
export class ListDealersHandler implements IQueryHandler<ListDealersQuery> {
  constructor(private readonly dealers: AdminDealersRepository) {}

  async execute(): Promise<UsersDealersResponse> {
    return { dealers: await this.dealers.all() };
  }
}
