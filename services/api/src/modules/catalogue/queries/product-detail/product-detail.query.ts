import type { CustomerGroup, ProductResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ProductDetailQuery extends Query<ProductResponse> {
  constructor(
    readonly id: string,
    readonly customerGroup: CustomerGroup,
    readonly lastSeenCarIds: string[],
  ) {
    super();
  }
}
