import type { CustomerGroup, FilterCarSeriesGroup } from '@autoleasing/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backgroundPublicApi } from '../../../lib/api';

export interface FilterCarSeriesParams {
  group: CustomerGroup;
  /** Only these brands' series (the brand filter); all brands when empty. */
  brands: readonly string[];
}

/**
 * GET /api/v1/catalog/search_offers/car_series: per brand its series with offers (spec 3.14
 * car_series). A call beside the page: when it fails, the filter is left out, the page stays.
 */
export const getFilterCarSeriesQueryOptions = ({ group, brands }: FilterCarSeriesParams) =>
  queryOptions({
    queryKey: ['catalog', 'search_offers', 'car_series', group, [...brands].sort()],
    queryFn: ({ signal }) =>
      backgroundPublicApi.get<FilterCarSeriesGroup[]>('/api/v1/catalog/search_offers/car_series', {
        query: { customer_group: group, ...(brands.length > 0 ? { 'term[manufacturer_name][]': brands } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useFilterCarSeries(params: FilterCarSeriesParams, enabled: boolean) {
  return useQuery({ ...getFilterCarSeriesQueryOptions(params), enabled });
}
