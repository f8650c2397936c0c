import type { MagazineOverviewResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export const getMagazineOverview = (signal?: AbortSignal) => publicApi.get<MagazineOverviewResponse>('/fe-api/v1/magazine', { signal });

/** Its own key: ['magazine', …] holds a category or an article (the server's page head reads those). */
export const getMagazineOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['magazine-overview'],
    queryFn: ({ signal }) => getMagazineOverview(signal),
    staleTime: 300_000,
  });

export function useMagazineOverview() {
  return useQuery(getMagazineOverviewQueryOptions());
}
