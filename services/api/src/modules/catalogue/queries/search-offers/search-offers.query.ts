import { Query } from '@nestjs/cqrs';
import type { SearchOffersResponse } from '@autoleasing/contracts';
import type { SearchOffersRequest } from './search-offers.request.dto';

export class SearchOffersQuery extends Query<SearchOffersResponse> {
  constructor(readonly request: SearchOffersRequest) {
    super();
  }
}
