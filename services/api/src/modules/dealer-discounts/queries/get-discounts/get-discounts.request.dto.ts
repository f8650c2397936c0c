import { DISCOUNT_SORT_KEYS, DISCOUNT_TABLE_PAGE_SIZES, SORT_DIRECTIONS, type DiscountSortKey, type SortDirection } from '@autoleasing/contracts';
import { QueryValue } from '../../../../common/http/query-dto';
import { enumList, isoTime, pageNumber } from '../../../../common/http/query-values';
import { TableFiltersQueryDto } from '../../shared/query-dtos';
import { sortDirection } from '../../../../common/http/query-values';
import { perPage, ROW_INCLUDES, sortKey } from '../../shared/query-params';

export class DiscountTableQueryDto extends TableFiltersQueryDto {
  @QueryValue(pageNumber, { type: Number }) page!: number;
  @QueryValue(isoTime, { format: 'date-time', description: 'Früherer Stand der Tabelle (ISO 8601)' }) as_of?: Date;
  @QueryValue(sortKey, { enum: [...DISCOUNT_SORT_KEYS], description: 'Spalte, nach der sortiert wird (ohne: Modellreihe und Modell); gleiche Werte nach Modellname und id' })
  sort!: DiscountSortKey | null;
  @QueryValue(sortDirection, { enum: [...SORT_DIRECTIONS], description: 'asc (Standard) oder desc; leere Werte stehen immer am Ende' }) sort_direction!: SortDirection;
  @QueryValue(perPage, { type: Number, enum: [...DISCOUNT_TABLE_PAGE_SIZES], description: 'Zeilen je Seite: 20 (Standard), 50 oder 100; andere Werte: 400 invalid_parameter' })
  per_page!: number;
  @QueryValue(enumList(ROW_INCLUDES), {
    enum: [...ROW_INCLUDES],
    description: 'cell_editors: jede Zeile nennt zu jeder Zelle, wer sie zuletzt wann geändert hat (ohne: fehlt das Feld)',
  })
  include?: (typeof ROW_INCLUDES)[number][];
}
