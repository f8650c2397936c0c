import type { MagazineArticleResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export const getMagazineArticle = (category: string, slug: string, signal?: AbortSignal) =>
  publicApi.get<MagazineArticleResponse>(`/fe-api/v1/magazine/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`, { signal });

export const getMagazineArticleQueryOptions = (category: string, slug: string) =>
  queryOptions({
    queryKey: ['magazine', category, slug],
    queryFn: ({ signal }) => getMagazineArticle(category, slug, signal),
    staleTime: 300_000,
  });

export function useMagazineArticle(category: string, slug: string) {
  return useQuery(getMagazineArticleQueryOptions(category, slug));
}
