import type { CustomerGroup, HomepageResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export interface HomepageParams {
  group: CustomerGroup;
  lastSeenIds: string[];
}

export const getHomepage = ({ group, lastSeenIds }: HomepageParams, signal?: AbortSignal) =>
  publicApi.get<HomepageResponse>('/api/v1/homepage', { query: { customer_group: group, 'last_seen_car_ids[]': lastSeenIds }, signal });

export const getHomepageQueryOptions = (params: HomepageParams) =>
  queryOptions({
    queryKey: ['homepage', params.group, params.lastSeenIds],
    queryFn: ({ signal }) => getHomepage(params, signal),
    // The API caches it for 300 s (spec 7.3); asking again sooner brings nothing new.
    staleTime: 300_000,
  });

export function useHomepage(params: HomepageParams) {
  return useQuery(getHomepageQueryOptions(params));
}
