import type { CustomerGroup } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** Answers the ProductResponse as JSON text: the cached part is kept serialised. */
export class ProductDetailQuery extends Query<string> {
  constructor(
    readonly id: string,
    /** Undefined when the visitor has not chosen one: the offer's own group decides. */
    readonly customerGroup: CustomerGroup | undefined,
    readonly lastSeenCarIds: string[],
  ) {
    super();
  }
}
