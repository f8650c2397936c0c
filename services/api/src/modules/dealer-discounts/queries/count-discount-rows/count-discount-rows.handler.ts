import type { TotalAmountResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { CountDiscountRowsQuery } from './count-discount-rows.query';

@QueryHandler(CountDiscountRowsQuery)
export class CountDiscountRowsHandler implements IQueryHandler<CountDiscountRowsQuery> {
  constructor(private readonly repository: DealerDiscountsRepository) {}

  async execute({ scope }: CountDiscountRowsQuery): Promise<TotalAmountResponse> {
    await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    return { total_amount: await this.repository.rowCount(scope) };
  }
}
