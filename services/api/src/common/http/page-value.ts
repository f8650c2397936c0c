import type { ApiPropertyOptions } from '@nestjs/swagger';
import { QueryValue, type QueryParser } from './query-dto';
import { listPage, MAX_LIST_PAGE, pageNumber } from './query-values';

/** The `page` query parameter of a paged list: `parse` (default pageNumber) and its OpenAPI entry. */
export const PageValue = (parse: QueryParser<number | undefined> = pageNumber, api: ApiPropertyOptions = {}): PropertyDecorator =>
  QueryValue(parse, { description: 'Seite (ab 1)', type: Number, minimum: 1, default: 1, ...api } as ApiPropertyOptions);

/** The `page` of a deal list (customer area, ops screen): listPage, 1 to MAX_LIST_PAGE. */
export const ListPageValue = (): PropertyDecorator => PageValue(listPage, { type: 'integer', maximum: MAX_LIST_PAGE });
