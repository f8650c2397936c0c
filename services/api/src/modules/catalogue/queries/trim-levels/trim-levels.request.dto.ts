import { assertSlug } from '../../shared/path-params';
import { assertOnlyKeys, customerGroupOf, listOf, type RawQuery } from '../../shared/query-params';
import { asGiven, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryRest, QueryValue } from '../../../../common/http/query-dto';

/** Optional car_series (slugs, repeated or comma-separated) narrows the trim levels to those series. */
export function parseTrimLevelsRequest(query: RawQuery): { carSeriesSlugs: string[] } {
  const normalised: RawQuery = Object.fromEntries(Object.entries(query).map(([k, v]) => [k.endsWith('[]') ? k.slice(0, -2) : k, v]));
  assertOnlyKeys(normalised, ['customer_group', 'customer_type', 'car_series']);
  customerGroupOf(normalised);
  return { carSeriesSlugs: listOf(normalised.car_series, 'car_series').map((s) => assertSlug(s, 'car_series')) };
}

/** Every key may also carry `[]` (car_series[]=a&car_series[]=b), so the parser reads the whole query. */
export class TrimLevelsQueryDto extends CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'Baureihen (Kurznamen, wiederholt oder kommagetrennt; auch car_series[])', type: [String] }) car_series?: string | string[];
  @QueryRest(parseTrimLevelsRequest) request!: { carSeriesSlugs: string[] };
}
