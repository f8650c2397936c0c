import type { RouteObject } from 'react-router';
import { RequireAdmin, RequireDealerOrAdmin } from '../../features/wall';
import { lazyComponent, page } from './route-helpers';

/** Spec 2.5: dealer discount table and admin overview behind the role guards of spec 6. */
export const backofficeRoutes: RouteObject[] = [
  {
    Component: RequireDealerOrAdmin,
    children: [
      {
        lazy: lazyComponent(() => import('../layouts/dealer-layout').then((m) => m.DealerLayout)),
        children: [
          page('dealer/discount', { name: 'dealer-discount', title: 'Rabatte und Boni' }, () =>
            import('../../features/dealer-discounts').then((m) => m.DealerDiscountPage),
          ),
        ],
      },
    ],
  },
  {
    Component: RequireAdmin,
    children: [
      {
        lazy: lazyComponent(() => import('../layouts/admin-layout').then((m) => m.AdminLayout)),
        children: [
          page('admin/ops_team/discounts', { name: 'admin-ops_team-discounts', title: 'Rabattübersicht' }, () =>
            import('../../features/admin-discounts').then((m) => m.AdminDiscountsPage),
          ),
          page('admin/ops_team/deals', { name: 'admin-ops_team-deals', title: 'Deals (Ops-Team)' }, () =>
            import('../../features/ops-deals').then((m) => m.OpsDealsPage),
          ),
          page('admin/security_log', { name: 'admin-security_log', title: 'Sicherheitsprotokoll' }, () =>
            import('../../features/security-log').then((m) => m.SecurityLogPage),
          ),
        ],
      },
    ],
  },
];
