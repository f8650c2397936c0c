import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import type { DiscountAuditFilter } from '../../shared/discount-audit.sql';

/** Every entry matching the filter as a CSV stream (the explorer's export). */
export class ExportDiscountAuditQuery extends Query<Readable> {
  constructor(readonly filter: DiscountAuditFilter) {
    super();
  }
}
