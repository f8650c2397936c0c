import type { DealerManufacturersResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** The dealer's brands: one of a discount table's main criteria. */
export class ListDealerManufacturersQuery extends Query<DealerManufacturersResponse> {
  constructor(readonly dealerId: string) {
    super();
  }
}
