import type { DiscountFilters } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Query } from '@nestjs/cqrs';
import type { TableOrder } from '../../shared/dealer-discounts.repository';

/** A page of a discount table (today's or as of a moment), answered as JSON text. */
export class GetDiscountsQuery extends Query<string> {
  constructor(
    readonly scope: DiscountScope,
    readonly filters: DiscountFilters,
    readonly page: number,
    readonly asOf: Date | undefined,
    /** Sort and page size (issue 21); the table's order and 20 rows when absent. */
    readonly order?: TableOrder,
    /** Whether rows carry `cell_editors` (include=cell_editors): the table itself does not show them. */
    readonly cellEditors?: boolean,
  ) {
    super();
  }
}
