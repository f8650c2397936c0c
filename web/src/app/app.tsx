import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  // One QueryClient for the provider and the route loaders, so a loader's prefetch is the page's cache.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
