import type { DiscountLayoutResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { GetDiscountLayoutQuery } from './get-discount-layout.query';

@QueryHandler(GetDiscountLayoutQuery)
export class GetDiscountLayoutHandler implements IQueryHandler<GetDiscountLayoutQuery> {
  constructor(private readonly repository: DealerDiscountsRepository) {}

  async execute({ dealerId, manufacturerId }: GetDiscountLayoutQuery): Promise<DiscountLayoutResponse> {
    await this.repository.checkScope(dealerId, null, manufacturerId);
    return { number_additional_discounts: await this.repository.layout(dealerId, manufacturerId) };
  }
}
