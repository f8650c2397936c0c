import type { DiscountCampaignsResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountCampaignsReader } from '../../shared/discount-campaigns.reader';
import { ListDiscountCampaignsQuery } from './list-discount-campaigns.query';

@QueryHandler(ListDiscountCampaignsQuery)
export class ListDiscountCampaignsHandler implements IQueryHandler<ListDiscountCampaignsQuery> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly reader: DiscountCampaignsReader,
  ) {}

  async execute({ scope }: ListDiscountCampaignsQuery): Promise<DiscountCampaignsResponse> {
    await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    return { campaigns: await this.reader.campaigns(scope) };
  }
}
