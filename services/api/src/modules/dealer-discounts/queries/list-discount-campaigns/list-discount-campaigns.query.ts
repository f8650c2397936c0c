import type { DiscountCampaignsResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Query } from '@nestjs/cqrs';

/** The campaigns of one discount table. */
export class ListDiscountCampaignsQuery extends Query<DiscountCampaignsResponse> {
  constructor(readonly scope: DiscountScope) {
    super();
  }
}
