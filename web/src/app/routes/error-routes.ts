import { ERROR_PAGE, NOT_FOUND_PAGE_TITLE } from '@autoleasing/contracts';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from './pages/not-found-page';
import { lazyComponent, page } from './route-helpers';

// Already in the entry chunk (raised 404s render it without a route), so no lazy import.
const notFoundPage = async () => NotFoundPage;

/** Spec 2.7: /error (query code), /not-found, and every unknown path shows the 404 page. */
export const errorRoutes: RouteObject[] = [
  {
    lazy: lazyComponent(() => import('../layouts/error-layout').then((m) => m.ErrorLayout)),
    children: [
      page('error', { name: 'error', title: ERROR_PAGE.title }, () => import('./pages/error-page').then((m) => m.ErrorPage)),
      page('not-found', { name: 'not-found', title: NOT_FOUND_PAGE_TITLE }, notFoundPage),
      page('*', { name: 'not-found', title: NOT_FOUND_PAGE_TITLE }, notFoundPage),
    ],
  },
];
