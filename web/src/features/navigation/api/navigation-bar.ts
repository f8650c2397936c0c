import type { CustomerGroup, NavigationBarResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { backgroundPublicApi } from '../../../lib/api';

export const getNavigationBar = (group: CustomerGroup, signal?: AbortSignal) =>
  backgroundPublicApi.get<NavigationBarResponse>('/api/v1/navigation_bar', { query: { customer_group: group }, signal });

export const getNavigationBarQueryOptions = (group: CustomerGroup) =>
  queryOptions({
    queryKey: ['navigation-bar', group],
    queryFn: ({ signal }) => getNavigationBar(group, signal),
    // The API caches it for 300 s (spec 7.3).
    staleTime: 300_000,
  });

/**
 * Spec 8: "a navigation bar failure rethrows after loading ends": loading ends, the error stays in
 * the query (and the console), and the menus fall back to their plain links instead of the whole
 * page giving way to an error page.
 */
export function useNavigationBar(group: CustomerGroup) {
  const query = useQuery(getNavigationBarQueryOptions(group));
  useEffect(() => {
    if (query.error) console.error('navigation_bar failed', query.error);
  }, [query.error]);
  return query;
}
