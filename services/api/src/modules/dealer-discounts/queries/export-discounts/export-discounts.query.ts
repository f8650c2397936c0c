import type { DiscountFilters } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import type { SheetFormat } from '../../excel/sheet-writers';

export interface ExportedSheet {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** Every row of a table matching the filters, as an .xlsx or CSV file. */
export class ExportDiscountsQuery extends Query<ExportedSheet> {
  constructor(
    readonly scope: DiscountScope,
    readonly filters: DiscountFilters,
    readonly format: SheetFormat,
  ) {
    super();
  }
}
