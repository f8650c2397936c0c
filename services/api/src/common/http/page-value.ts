import type { ApiPropertyOptions } from '@nestjs/swagger';
import { QueryValue, type QueryParser } from './query-dto';
import { pageNumber } from './query-values';

/** The `page` query parameter of a paged list: `parse` (default pageNumber) and its OpenAPI entry. */
export const PageValue = (parse: QueryParser<number | undefined> = pageNumber, api: ApiPropertyOptions = {}): PropertyDecorator =>
  QueryValue(parse, { description: 'Seite (ab 1)', type: Number, minimum: 1, default: 1, ...api } as ApiPropertyOptions);
