import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PassThrough, Readable } from 'node:stream';
import { DiscountSheetSource } from '../../excel/discount-sheet.source';
import { csvLines, exportFileName, writeXlsx, type SheetFormat } from '../../excel/sheet-writers';
import { ExportDiscountsQuery, type ExportedSheet } from './export-discounts.query';

const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * GET …/discounts/export: every row of the table that matches the filters (not just a page), as
 * .xlsx or German CSV, streamed while it is written.
 */
@QueryHandler(ExportDiscountsQuery)
export class ExportDiscountsHandler implements IQueryHandler<ExportDiscountsQuery> {
  constructor(private readonly source: DiscountSheetSource) {}

  async execute({ scope, filters, format }: ExportDiscountsQuery): Promise<ExportedSheet> {
    const table = await this.source.load(scope, filters);
    const fileName = exportFileName(table.names, scope.customerGroup, format);
    if (format === 'csv') return { fileName, contentType: CONTENT_TYPES.csv, body: Readable.from(csvLines(table)) };
    const body = new PassThrough();
    // The writer runs while the response streams; a failure ends the response with the error.
    writeXlsx(table, body).catch((error: unknown) => body.destroy(error as Error));
    return { fileName, contentType: CONTENT_TYPES.xlsx, body };
  }
}
