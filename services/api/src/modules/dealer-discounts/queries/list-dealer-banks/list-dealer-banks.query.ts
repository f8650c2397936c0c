import type { DealerBanksResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** The dealer's banks: one of a discount table's main criteria. */
export class ListDealerBanksQuery extends Query<DealerBanksResponse> {
  constructor(readonly dealerId: string) {
    super();
  }
}
