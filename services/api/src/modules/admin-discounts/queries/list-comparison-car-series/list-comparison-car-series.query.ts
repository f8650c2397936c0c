import type { ComparisonCarSeriesResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** A brand's car series (the comparison's choices). */
export class ListComparisonCarSeriesQuery extends Query<ComparisonCarSeriesResponse> {
  constructor(readonly manufacturerId: string) {
    super();
  }
}
