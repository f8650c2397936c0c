import type { FilterCarSeriesGroup } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { OfferFilter } from '../../shared/offer-filter';

export class FilterCarSeriesQuery extends Query<FilterCarSeriesGroup[]> {
  constructor(readonly filter: OfferFilter) {
    super();
  }
}
