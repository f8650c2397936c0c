import type { CustomerGroup, HotOffersResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class HotOffersQuery extends Query<HotOffersResponse> {
  constructor(readonly customerGroup: CustomerGroup) {
    super();
  }
}
