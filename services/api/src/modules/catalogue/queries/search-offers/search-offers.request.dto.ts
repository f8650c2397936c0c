import { OFFER_SORT_KEYS, SORT_DIRECTIONS, type CustomerGroup, type OfferSortKey, type SortDirection } from '@autoleasing/contracts';
import { offerFiltersOf, type OfferFilter } from '../../shared/offer-filter';
import type { RawQuery } from '../../../../common/http/query-parameters';
import { integerIn, oneOf, sortDirection } from '../../../../common/http/query-values';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { parseQueryDto, QueryRest, QueryValue } from '../../../../common/http/query-dto';

export const AGGREGATIONS = ['level_one', 'level_two'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/** Spec 9: level one requests 17 per page, level two 18 unless a size is given; hot offers use 100. */
export const DEFAULT_SIZE: Record<Aggregation, number> = { level_one: 17, level_two: 18 };
export const MAX_SIZE = 100;
/** Deeper pages than this are no browsing anymore, and OFFSET would cost more with each one. */
export const MAX_PAGE = 10000;

export interface SearchOffersRequest {
  filter: OfferFilter;
  aggregation: Aggregation;
  sort: OfferSortKey;
  direction: 'asc' | 'desc';
  page: number;
  size: number;
}

/** The group's own rate is the default order (spec 7.2: gross for b2c, otherwise net). */
export const DEFAULT_SORT: Record<CustomerGroup, OfferSortKey> = { b2b: 'finance_rate_cents', b2c: 'gross_finance_rate_cents' };

/** The control parameters; the offer filters (`term[…]`, `range[…]`: @ApiOfferFilters) are the rest. */
export class SearchOffersQueryDto extends CustomerGroupQueryDto {
  @QueryValue(oneOf(AGGREGATIONS, '„aggregation“ erlaubt nur level_one und level_two.'), { description: 'level_one (nach Baureihe) oder level_two (Standard, einzelne Angebote)', enum: AGGREGATIONS })
  aggregation?: Aggregation;
  @QueryValue(oneOf(OFFER_SORT_KEYS, `„sort“ erlaubt nur ${OFFER_SORT_KEYS.join(', ')}.`), { description: 'Sortierung (Standard: Rate der Kundengruppe)', enum: OFFER_SORT_KEYS }) sort?: OfferSortKey;
  @QueryValue(sortDirection, { description: 'asc (Standard) oder desc', enum: [...SORT_DIRECTIONS] }) sort_direction!: SortDirection;
  @QueryValue(integerIn(1, MAX_PAGE), { type: 'integer', description: `Seite, 1 bis ${MAX_PAGE}` }) page?: number;
  @QueryValue(integerIn(1, MAX_SIZE), { type: 'integer', description: `Angebote je Seite, 1 bis ${MAX_SIZE} (Standard 17 bzw. 18)` }) size?: number;
  @QueryRest(offerFiltersOf) filter!: OfferFilter;
}

/** The defaults that depend on other parameters: the sort on the group, the size on the aggregation. */
export function searchOffersRequestOf(query: SearchOffersQueryDto): SearchOffersRequest {
  const aggregation = query.aggregation ?? 'level_two';
  return {
    filter: query.filter,
    aggregation,
    sort: query.sort ?? DEFAULT_SORT[query.filter.customerGroup],
    direction: query.sort_direction,
    page: query.page ?? 1,
    size: query.size ?? DEFAULT_SIZE[aggregation],
  };
}

/** GET /api/v1/catalog/search_offers from a raw query, as the pipe reads it (filters, then the control parameters). */
export function parseSearchOffersRequest(query: RawQuery): SearchOffersRequest {
  return searchOffersRequestOf(parseQueryDto(SearchOffersQueryDto, query));
}
