import type { CustomerGroup } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** Answers the ProductResponse as JSON text: the cached part is kept serialised. */
export class ProductDetailQuery extends Query<string> {
  constructor(
    readonly id: string,
    readonly customerGroup: CustomerGroup,
    readonly lastSeenCarIds: string[],
  ) {
    super();
  }
}
