import type { QueryParser, QueryRestParser } from '../../../../common/http/query-dto';
import { QueryRest, QueryValue } from '../../../../common/http/query-dto';
import { assertSlug } from '../../shared/path-params';
import { CUSTOMER_GROUP_KEYS, customerGroupOf, catalogueListOf } from '../../shared/query-params';
import { assertOnlyKeys, type RawQuery } from '../../../../common/http/query-parameters';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';

/** Car series slugs, repeated or comma-separated; errors name car_series in either form. */
const carSeriesSlugs: QueryParser<string[] | undefined> = (raw) =>
  raw === undefined ? undefined : catalogueListOf(raw, 'car_series').map((slug) => assertSlug(slug, 'car_series'));

/** The group keys may also carry `[]` (customer_group[]=b2c): read as the plain keys; anything else is unknown. */
const bracketGroupKeys: QueryRestParser<void> = (query, declared) => {
  const others = Object.entries(query).filter(([key]) => !declared.includes(key));
  const normalised: RawQuery = Object.fromEntries(others.map(([key, value]) => [key.endsWith('[]') ? key.slice(0, -2) : key, value]));
  assertOnlyKeys(normalised, CUSTOMER_GROUP_KEYS);
  customerGroupOf(normalised);
};

/** Optional car_series (or car_series[]) narrows the trim levels to those series. */
export class TrimLevelsQueryDto extends CustomerGroupQueryDto {
  @QueryValue(carSeriesSlugs, { description: 'Baureihen (Kurznamen, wiederholt oder kommagetrennt)', type: [String] }) car_series?: string[];
  @QueryValue(carSeriesSlugs, { description: 'Wie car_series', type: [String] }) 'car_series[]'?: string[];
  @QueryRest(bracketGroupKeys) bracketGroups?: undefined;
}

/** The series of either form (car_series[] first). */
export function carSeriesSlugsOf(query: TrimLevelsQueryDto): string[] {
  return query['car_series[]'] ?? query.car_series ?? [];
}
