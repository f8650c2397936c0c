import type { DiscountAuditResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import type { DiscountAuditFilter } from './discount-audit.sql';

/** One page of the discount audit explorer, newest first. */
export class DiscountAuditQuery extends Query<DiscountAuditResponse> {
  constructor(
    readonly filter: DiscountAuditFilter,
    readonly page: number,
  ) {
    super();
  }
}

/** Every entry matching the filter as a CSV stream (the explorer's export). */
export class DiscountAuditCsvQuery extends Query<Readable> {
  constructor(readonly filter: DiscountAuditFilter) {
    super();
  }
}
