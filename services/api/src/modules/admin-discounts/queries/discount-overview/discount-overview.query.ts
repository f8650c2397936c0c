import type { CustomerGroup, DiscountOverviewResponse, DiscountRowState } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** One page of every dealer's discount rows; each filter is optional. */
export class DiscountOverviewQuery extends Query<DiscountOverviewResponse> {
  constructor(
    readonly page: number,
    readonly filters: {
      dealerId?: string;
      manufacturerId?: string;
      bankId?: string;
      customerGroup?: CustomerGroup;
      carSeriesId?: string;
      state?: DiscountRowState[];
    },
  ) {
    super();
  }
}
