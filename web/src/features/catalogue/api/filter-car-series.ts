import type { CustomerGroup, FilterCarSeriesGroup } from '@autoleasing/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backgroundPublicApi } from '../../../lib/api';
import type { ApiQueryOptions } from '../lib/listing-query';

export interface FilterCarSeriesParams {
  group: CustomerGroup;
  /** Only these brands' series (the brand filter); all brands when empty. */
  brands: readonly string[];
  /** The page's fixed filters (a brand, a category, special offers): only series the page can show. */
  fixed?: ApiQueryOptions['fixed'];
}

/** The API query: the page's fixed terms win over the brand filter, as in the search itself. */
function filterQuery({ group, brands, fixed = {} }: FilterCarSeriesParams): Record<string, string | boolean | readonly string[]> {
  const query: Record<string, string | boolean | readonly string[]> = { customer_group: group };
  const { hot_offer: hotOffer, sonderangebote, car_series: _series, ...terms } = fixed;
  const withBrands = { ...terms, manufacturer_name: terms.manufacturer_name ?? brands };
  for (const [key, values] of Object.entries(withBrands)) if (values && values.length > 0) query[`term[${key}][]`] = [...values].sort();
  if (hotOffer) query['term[hot_offer]'] = true;
  if (sonderangebote) query['term[sonderangebote]'] = true;
  return query;
}

/**
 * GET /api/v1/catalog/search_offers/car_series: per brand its series with offers (spec 3.14
 * car_series). A call beside the page: when it fails, the filter is left out, the page stays.
 */
export const getFilterCarSeriesQueryOptions = (params: FilterCarSeriesParams) => {
  const query = filterQuery(params);
  return queryOptions({
    queryKey: ['catalog', 'search_offers', 'car_series', query],
    queryFn: ({ signal }) => backgroundPublicApi.get<FilterCarSeriesGroup[]>('/api/v1/catalog/search_offers/car_series', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

export function useFilterCarSeries(params: FilterCarSeriesParams, enabled: boolean) {
  return useQuery({ ...getFilterCarSeriesQueryOptions(params), enabled });
}
