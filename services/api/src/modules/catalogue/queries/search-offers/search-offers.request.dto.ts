import type { CustomerGroup } from '@autoleasing/contracts';
import { invalidParameter } from '../../shared/catalogue-errors';
import { parseOfferQuery, type OfferFilter } from '../../shared/offer-filter';
import { integerOf, singleOf, type RawQuery } from '../../shared/query-params';
import { asGiven, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryRest, QueryValue } from '../../../../common/http/query-dto';

export const AGGREGATIONS = ['level_one', 'level_two'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export const SORT_KEYS = ['finance_rate_cents', 'gross_finance_rate_cents', 'list_price_cents', 'gross_list_price_cents', 'horsepower', 'leasing_factor'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Spec 9: level one requests 17 per page, level two 18 unless a size is given; hot offers use 100. */
export const DEFAULT_SIZE: Record<Aggregation, number> = { level_one: 17, level_two: 18 };
export const MAX_SIZE = 100;
/** Deeper pages than this are no browsing anymore, and OFFSET would cost more with each one. */
export const MAX_PAGE = 10000;

export interface SearchOffersRequest {
  filter: OfferFilter;
  aggregation: Aggregation;
  sort: SortKey;
  direction: 'asc' | 'desc';
  page: number;
  size: number;
}

/** The group's own rate is the default order (spec 7.2: gross for b2c, otherwise net). */
export const DEFAULT_SORT: Record<CustomerGroup, SortKey> = { b2b: 'finance_rate_cents', b2c: 'gross_finance_rate_cents' };

/**
 * GET /api/v1/catalog/search_offers: the filters of spec 3.14 plus aggregation, sort,
 * sort_direction, page and size. Parsed by hand rather than by a class-validator DTO because the
 * keys carry brackets (`term[body_type][]`), which a DTO class cannot declare.
 */
export function parseSearchOffersRequest(query: RawQuery): SearchOffersRequest {
  const { filter, control } = parseOfferQuery(query, ['customer_group', 'customer_type', 'aggregation', 'sort', 'sort_direction', 'page', 'size']);
  const aggregation = singleOf(control.aggregation, 'aggregation') || 'level_two';
  if (!(AGGREGATIONS as readonly string[]).includes(aggregation)) throw invalidParameter('aggregation', '„aggregation“ erlaubt nur level_one und level_two.');
  const sort = singleOf(control.sort, 'sort') || DEFAULT_SORT[filter.customerGroup];
  if (!(SORT_KEYS as readonly string[]).includes(sort)) throw invalidParameter('sort', `„sort“ erlaubt nur ${SORT_KEYS.join(', ')}.`);
  const direction = singleOf(control.sort_direction, 'sort_direction') || 'asc';
  if (direction !== 'asc' && direction !== 'desc') throw invalidParameter('sort_direction', '„sort_direction“ erlaubt nur asc und desc.');
  const typedAggregation = aggregation as Aggregation;
  return {
    filter,
    aggregation: typedAggregation,
    sort: sort as SortKey,
    direction,
    page: integerOf(control.page, 'page', 1, MAX_PAGE) ?? 1,
    size: integerOf(control.size, 'size', 1, MAX_SIZE) ?? DEFAULT_SIZE[typedAggregation],
  };
}

/** The control parameters, read by parseSearchOffersRequest with the offer filters (`term[…]`, `range[…]`: @ApiOfferFilters). */
export class SearchOffersQueryDto extends CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'level_one (nach Baureihe) oder level_two (Standard, einzelne Angebote)', enum: AGGREGATIONS }) aggregation?: string | string[];
  @QueryValue(asGiven, { description: 'Sortierung (Standard: Rate der Kundengruppe)', enum: SORT_KEYS }) sort?: string | string[];
  @QueryValue(asGiven, { description: 'asc (Standard) oder desc', enum: ['asc', 'desc'] }) sort_direction?: string | string[];
  @QueryValue(asGiven, { description: `Seite, 1 bis ${MAX_PAGE}` }) page?: string | string[];
  @QueryValue(asGiven, { description: `Angebote je Seite, 1 bis ${MAX_SIZE} (Standard 17 bzw. 18)` }) size?: string | string[];
  @QueryRest(parseSearchOffersRequest) request!: SearchOffersRequest;
}
