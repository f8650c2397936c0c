import type { ComparisonCarModelsResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** Car models of a brand (optionally one series), for the audit explorer's model filter. */
export class ListComparisonCarModelsQuery extends Query<ComparisonCarModelsResponse> {
  constructor(
    readonly manufacturerId: string,
    readonly carSeriesId: string | undefined,
  ) {
    super();
  }
}
