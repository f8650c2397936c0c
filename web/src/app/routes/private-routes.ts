import type { RouteObject } from 'react-router';
import { backofficeRoutes } from './backoffice-routes';
import { cashflowRoutes } from './cashflow-routes';
import { customerRoutes } from './customer-routes';
import type { RouteHandle } from './route-handle';
import { wallRoutes } from './wall-routes';

/** Marks every page below `routes` as one without page content (RouteHandle.pageContent). */
function withoutPageContent(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const handle = route.handle ? { ...(route.handle as RouteHandle), pageContent: false as const } : undefined;
    if (route.index) return { ...route, handle };
    return { ...route, handle, children: route.children && withoutPageContent(route.children) };
  });
}

/**
 * Login, account, checkout, customer area, dealer and admin: client-rendered pages that no public
 * page links to at first paint. The browser router learns them on the first navigation that needs
 * them (`patchRoutesOnNavigation` in app/router.tsx), so their route tables stay out of the public
 * pages' first-load JS (issue 18, ≤ 120 kB); the server and the unit tests know them from the start.
 * The wall pages have page content (noindex titles and descriptions); the signed-in areas none.
 */
export const privateRoutes: RouteObject[] = [...wallRoutes, ...withoutPageContent([...cashflowRoutes, ...customerRoutes, ...backofficeRoutes])];
