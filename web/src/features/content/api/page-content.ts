import type { PageContentResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backgroundPublicApi } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';

/** /fe-api/v1/content/{x}: x is the page path as one URL-encoded segment ('%2Fleasing%2Fsuv'). */
export const getPageContent = async (pathname: string, signal?: AbortSignal): Promise<PageContentResponse | null> => {
  try {
    return await backgroundPublicApi.get<PageContentResponse>(`/fe-api/v1/content/${encodeURIComponent(pathname)}`, { signal });
  } catch (error) {
    // Spec 8: a content 404 clears the stored content; any other failure is only logged (and the
    // content stored for this page, if any, stays).
    if (isApiError(error) && error.statusCode === 404) return null;
    console.error('page content failed', error);
    throw error;
  }
};

export const getPageContentQueryOptions = (pathname: string) =>
  queryOptions({
    queryKey: ['page-content', pathname],
    queryFn: ({ signal }) => getPageContent(pathname, signal),
    // The API caches it for 300 s (spec 7.3).
    staleTime: 300_000,
  });

export function usePageContent(pathname: string, enabled = true) {
  return useQuery({ ...getPageContentQueryOptions(pathname), enabled });
}
