import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { SessionGate } from '../../features/wall';
import { errorRoutes } from './error-routes';
import { HydrateFallback } from './hydrate-fallback';
import { publicRoutes } from './public-routes';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** The route whose children the private routes (./private-routes) join when the browser needs them. */
export const SESSION_GATE_ROUTE_ID = 'session-gate';

/**
 * The route tree; only the root frame is in the entry chunk, groups load on demand. Loaders
 * prefetch into `queryClient`, the one the app's provider holds. `privateRoutes` are given by the
 * server and the tests; the browser adds them on demand (app/router.tsx).
 */
export const createAppRoutes = (queryClient: QueryClient, privateRoutes: RouteObject[] = []): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback,
    // Private routes last: the public and error routes get the same ids on the server and in the
    // browser, whose hydration data is keyed by them.
    children: [{ id: SESSION_GATE_ROUTE_ID, Component: SessionGate, children: [...publicRoutes(queryClient), ...errorRoutes, ...privateRoutes] }],
  },
];

export type { RouteHandle } from './route-helpers';
