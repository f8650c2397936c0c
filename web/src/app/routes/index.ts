import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { SessionGate } from '../../features/wall';
import { backofficeRoutes } from './backoffice-routes';
import { cashflowRoutes } from './cashflow-routes';
import { customerRoutes } from './customer-routes';
import { errorRoutes } from './error-routes';
import { HydrateFallback } from './hydrate-fallback';
import { publicRoutes } from './public-routes';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { wallRoutes } from './wall-routes';

/**
 * The whole route tree; only the root frame is in the entry chunk, groups load on demand. Loaders
 * prefetch into `queryClient`, the one the app's provider holds.
 */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback,
    children: [{ Component: SessionGate, children: [...publicRoutes(queryClient), ...wallRoutes, ...cashflowRoutes, ...customerRoutes, ...backofficeRoutes, ...errorRoutes] }],
  },
];

export type { RouteHandle } from './route-helpers';
