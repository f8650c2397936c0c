import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    // The API clients already reacted to a failure (error page, toast, /error); a retry would
    // repeat that reaction, so failed calls are not retried.
    retry: false,
    // Catalogue data changes slowly; one minute spares the API repeated loads while browsing.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
