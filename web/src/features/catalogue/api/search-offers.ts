import type { CarSeriesListItem, OfferListItem, SearchOffersResponse } from '@autoleasing/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';
import { toApiQuery, type ApiQueryOptions, type ListingState } from '../lib/listing-query';

export type SearchOffersParams = { state: ListingState } & ApiQueryOptions;

export const getSearchOffers = <T extends OfferListItem | CarSeriesListItem>(params: SearchOffersParams, signal?: AbortSignal) =>
  publicApi.get<SearchOffersResponse<T>>('/api/v1/catalog/search_offers', { query: toApiQuery(params.state, params), signal });

export const getSearchOffersQueryOptions = <T extends OfferListItem | CarSeriesListItem>(params: SearchOffersParams) =>
  queryOptions({
    queryKey: ['catalog', 'search_offers', toApiQuery(params.state, params)],
    queryFn: ({ signal }) => getSearchOffers<T>(params, signal),
    // Keep the last page on screen while the next filter result loads (no flashing empty grid).
    placeholderData: keepPreviousData,
  });

export function useSearchOffers<T extends OfferListItem | CarSeriesListItem>(params: SearchOffersParams) {
  return useQuery(getSearchOffersQueryOptions<T>(params));
}
