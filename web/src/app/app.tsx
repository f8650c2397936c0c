import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** With `prepared` (a server-rendered page) the client and router are the ones hydration filled. */
export function App({ prepared }: { prepared?: { queryClient: QueryClient; router: AppRouter } }) {
  // One QueryClient for the provider and the route loaders, so a loader's prefetch is the page's cache.
  const [queryClient] = useState(() => prepared?.queryClient ?? createQueryClient());
  const [router] = useState(() => prepared?.router ?? createAppRouter(queryClient));
  // Effects run once the first render (or hydration) is committed: the page is interactive from
  // here, which browser tests wait for instead of guessing a time.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
