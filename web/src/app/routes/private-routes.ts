import type { RouteObject } from 'react-router';
import { backofficeRoutes } from './backoffice-routes';
import { cashflowRoutes } from './cashflow-routes';
import { customerRoutes } from './customer-routes';
import { wallRoutes } from './wall-routes';

/**
 * Login, account, checkout, customer area, dealer and admin: client-rendered pages that no public
 * page links to at first paint. The browser router learns them on the first navigation that needs
 * them (`patchRoutesOnNavigation` in app/router.tsx), so their route tables stay out of the public
 * pages' first-load JS (issue 18, ≤ 120 kB); the server and the unit tests know them from the start.
 */
export const privateRoutes: RouteObject[] = [...wallRoutes, ...cashflowRoutes, ...customerRoutes, ...backofficeRoutes];
