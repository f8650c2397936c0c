import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { createAppRoutes } from './routes';

/** The browser router; API clients navigate through it so /error keeps the app loaded. */
export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState, routes: RouteObject[] = createAppRoutes(queryClient)) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  registerNavigate((to) => {
    void router.navigate(to);
  });
  return router;
}

/**
 * A server-rendered page hydrates with its route modules already loaded: a lazy route still
 * loading would render the HydrateFallback where the server rendered the page (a mismatch).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
