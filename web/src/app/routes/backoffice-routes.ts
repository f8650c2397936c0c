import type { RouteObject } from 'react-router';
import { lazyComponent, page } from './route-helpers';

/** Spec 2.5: dealer discount table and admin overview (role guards arrive with those features). */
export const backofficeRoutes: RouteObject[] = [
  {
    lazy: lazyComponent(() => import('../layouts/dealer-layout').then((m) => m.DealerLayout)),
    children: [page('dealer/discount', { name: 'dealer-discount', title: 'Rabatte und Boni' })],
  },
  {
    lazy: lazyComponent(() => import('../layouts/admin-layout').then((m) => m.AdminLayout)),
    children: [page('admin/ops_team/discounts', { name: 'admin-ops_team-discounts', title: 'Rabattübersicht' })],
  },
];
