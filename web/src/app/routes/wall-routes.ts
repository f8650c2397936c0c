import { WALL_PAGE_TITLES } from '@autoleasing/contracts';
import type { RouteObject } from 'react-router';
import { RequireCustomer } from '../../features/wall';
import { lazyComponent, page } from './route-helpers';

/** Spec 2.2: login and account pages (their titles are the api's meta titles too: contracts). */
export const wallRoutes: RouteObject[] = [
  {
    lazy: lazyComponent(() => import('../layouts/wall-centered-layout').then((m) => m.WallCenteredLayout)),
    children: [
      page('login', { name: 'login', title: WALL_PAGE_TITLES['/login'] }, () => import('../../features/wall/components/login-page').then((m) => m.LoginPage)),
      page('register', { name: 'register', title: WALL_PAGE_TITLES['/register'] }, () => import('../../features/wall/components/register-page').then((m) => m.RegisterPage)),
      page('start', { name: 'start', title: WALL_PAGE_TITLES['/start'] }, () => import('../../features/wall/components/start-page').then((m) => m.StartPage)),
      page('recover-password', { name: 'recover-password', title: WALL_PAGE_TITLES['/recover-password'] }, () => import('../../features/wall/components/recover-password-page').then((m) => m.RecoverPasswordPage)),
      page('recover-account', { name: 'recover-account', title: WALL_PAGE_TITLES['/recover-account'] }, () => import('../../features/wall/components/recover-account-page').then((m) => m.RecoverAccountPage)),
      page('verify-email', { name: 'verify-email', title: WALL_PAGE_TITLES['/verify-email'] }, () => import('../../features/wall/components/verify-email-page').then((m) => m.VerifyEmailPage)),
      page('reactivate-account', { name: 'reactivate-account', title: WALL_PAGE_TITLES['/reactivate-account'] }, () => import('../../features/wall/components/reactivate-account-page').then((m) => m.ReactivateAccountPage)),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/wall-layout').then((m) => m.WallLayout)),
    children: [
      page('consent', { name: 'consent', title: WALL_PAGE_TITLES['/consent'] }, () => import('../../features/wall/components/consent-page').then((m) => m.ConsentPage)),
      page('accept-tnc', { name: 'accept-tnc', title: WALL_PAGE_TITLES['/accept-tnc'] }, () => import('../../features/wall/components/accept-tnc-page').then((m) => m.AcceptTncPage)),
      page('agbs', { name: 'agbs', title: WALL_PAGE_TITLES['/agbs'] }, () => import('../../features/wall/components/agbs-page').then((m) => m.AgbsPage)),
      // Issue 20: second factor and sessions, for every role (RequireCustomer = any logged-in user).
      {
        path: 'account',
        Component: RequireCustomer,
        children: [
          page('security', { name: 'account-security', title: 'Anmeldung und Sicherheit' }, () =>
            import('../../features/wall/components/account-security-page').then((m) => m.AccountSecurityPage),
          ),
        ],
      },
    ],
  },
];
