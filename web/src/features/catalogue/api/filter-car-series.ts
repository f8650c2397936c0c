import type { CustomerGroup, FilterCarSeriesGroup } from '@autoleasing/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backgroundPublicApi } from '../../../lib/api';
import { termFilters, type ApiQueryOptions } from '../lib/listing-query';

export interface FilterCarSeriesParams {
  group: CustomerGroup;
  /** Only these brands' series (the brand filter); all brands when empty. */
  brands: readonly string[];
  /** The page's fixed filters (a brand, a category, special offers): only series the page can show. */
  fixed?: ApiQueryOptions['fixed'];
}

/** The API query: the page's fixed terms win over the brand filter, as in the search itself. Brands sorted: one cache entry per set. */
function filterQuery({ group, brands, fixed }: FilterCarSeriesParams) {
  return { customer_group: group, ...termFilters({ manufacturer_name: [...brands].sort() }, fixed) };
}

/**
 * GET /api/v1/catalog/search_offers/car_series: per brand its series with offers (spec 3.14
 * car_series). A call beside the page: when it fails, the filter is left out, the page stays.
 */
export const getFilterCarSeriesQueryOptions = (params: FilterCarSeriesParams) => {
  const query = filterQuery(params);
  return queryOptions({
    // Not under ['catalog', 'search_offers']: that prefix finds a page's search answer (page-head, past-last-page).
    queryKey: ['catalog', 'car_series_filter', query],
    queryFn: ({ signal }) => backgroundPublicApi.get<FilterCarSeriesGroup[]>('/api/v1/catalog/search_offers/car_series', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

export function useFilterCarSeries(params: FilterCarSeriesParams, enabled: boolean) {
  return useQuery({ ...getFilterCarSeriesQueryOptions(params), enabled });
}
