import type { OfferCountResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { CountOffersRequest } from './count-offers.request.dto';

export class CountOffersQuery extends Query<OfferCountResponse> {
  constructor(readonly request: CountOffersRequest) {
    super();
  }
}
