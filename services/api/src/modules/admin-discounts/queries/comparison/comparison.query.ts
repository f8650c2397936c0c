import type { CustomerGroup, DiscountComparisonResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** One page of the admin comparison for a brand, bank and customer group. */
export class ComparisonQuery extends Query<DiscountComparisonResponse> {
  constructor(
    readonly manufacturerId: string,
    readonly bankId: string,
    readonly customerGroup: CustomerGroup,
    readonly page: number,
    readonly carSeriesId?: string,
    /** The dealers to compare; without, the first dealers (by name) with rows for the brand and bank. */
    readonly dealerIds?: string[],
  ) {
    super();
  }
}
