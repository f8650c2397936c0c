import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { createAppRoutes, SESSION_GATE_ROUTE_ID } from './routes';

type PatchRoutesOnNavigation = NonNullable<NonNullable<Parameters<typeof createBrowserRouter>[1]>['patchRoutesOnNavigation']>;

/** The browser router; API clients navigate through it so /error keeps the app loaded. */
export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState, routes: RouteObject[] = createAppRoutes(queryClient)) {
  const router = createBrowserRouter(routes, { ...(hydrationData ? { hydrationData } : {}), patchRoutesOnNavigation: discoverPrivateRoutes(routes) });
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

/**
 * The private routes (login, account, checkout, customer area, dealer, admin) join the tree when a
 * navigation (or the first page) needs them: a path that only the catch-all 404 route matches
 * without them. Public pages never load their route tables (issue 18: first-load JS budget).
 */
function discoverPrivateRoutes(publicTree: RouteObject[]): PatchRoutesOnNavigation {
  let patched = false;
  return async ({ path, patch }) => {
    if (patched || !fallsToCatchAll(publicTree, path)) return;
    const { privateRoutes } = await import('./routes/private-routes');
    if (patched) return;
    patch(SESSION_GATE_ROUTE_ID, privateRoutes);
    patched = true;
  };
}

function fallsToCatchAll(tree: RouteObject[], path: string): boolean {
  const deepest = matchRoutes(tree, path)?.at(-1)?.route;
  return !deepest || deepest.path === '*';
}
