import type { CustomerGroup, QuoteExtrasResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class QuoteExtrasQuery extends Query<QuoteExtrasResponse> {
  constructor(
    readonly quoteId: string,
    readonly customerGroup: CustomerGroup,
  ) {
    super();
  }
}
