import type { DiscountAuditResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { DiscountAuditFilter } from '../../shared/discount-audit.sql';

/** One page of the discount audit explorer, newest first. */
export class DiscountAuditQuery extends Query<DiscountAuditResponse> {
  constructor(
    readonly filter: DiscountAuditFilter,
    readonly page: number,
  ) {
    super();
  }
}
