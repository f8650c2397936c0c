import type { MagazineCategoryResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export const getMagazineCategory = (category: string, signal?: AbortSignal) =>
  publicApi.get<MagazineCategoryResponse>(`/fe-api/v1/magazine/${encodeURIComponent(category)}`, { signal });

export const getMagazineCategoryQueryOptions = (category: string) =>
  queryOptions({
    queryKey: ['magazine', category],
    queryFn: ({ signal }) => getMagazineCategory(category, signal),
    staleTime: 300_000,
  });

export function useMagazineCategory(category: string) {
  return useQuery(getMagazineCategoryQueryOptions(category));
}
