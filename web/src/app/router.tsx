import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { createAppRoutes } from './routes';

/** The browser router; API clients navigate through it so /error keeps the app loaded. */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createAppRoutes(queryClient));
  registerNavigate((to) => {
    void router.navigate(to);
  });
  return router;
}
