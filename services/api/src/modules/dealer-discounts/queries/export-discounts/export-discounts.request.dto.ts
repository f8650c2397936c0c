import { QueryValue } from '../../../../common/http/query-dto';
import { invalidParameter } from '../../../../common/http/query-parameters';
import { singleValue } from '../../../../common/http/query-values';
import type { SheetFormat } from '../../excel/sheet-writers';
import { TableFiltersQueryDto } from '../../shared/query-dtos';

const formatOf = (raw: string | string[] | undefined): SheetFormat => {
  const format = singleValue(raw, 'format') || 'xlsx';
  if (format !== 'xlsx' && format !== 'csv') throw invalidParameter('format', '„format“ erlaubt nur xlsx und csv.');
  return format;
};

export class ExportDiscountsQueryDto extends TableFiltersQueryDto {
  @QueryValue(formatOf, { enum: ['xlsx', 'csv'], description: 'Dateiformat (Standard xlsx)' }) format!: SheetFormat;
}
