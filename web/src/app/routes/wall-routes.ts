import type { RouteObject } from 'react-router';
import { lazyComponent, page } from './route-helpers';

/** Spec 2.2: login and account pages. */
export const wallRoutes: RouteObject[] = [
  {
    lazy: lazyComponent(() => import('../layouts/wall-centered-layout').then((m) => m.WallCenteredLayout)),
    children: [
      page('login', { name: 'login', title: 'Anmelden' }),
      page('register', { name: 'register', title: 'Registrieren' }),
      page('start', { name: 'start', title: 'Willkommen bei autoleasing' }),
      page('recover-password', { name: 'recover-password', title: 'Passwort zurücksetzen' }),
      page('recover-account', { name: 'recover-account', title: 'Konto wiederherstellen' }),
      page('verify-email', { name: 'verify-email', title: 'E-Mail-Adresse bestätigen' }),
      page('reactivate-account', { name: 'reactivate-account', title: 'Konto reaktivieren' }),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/wall-layout').then((m) => m.WallLayout)),
    children: [
      page('consent', { name: 'consent', title: 'Ihre Einwilligung' }),
      page('accept-tnc', { name: 'accept-tnc', title: 'Allgemeine Geschäftsbedingungen akzeptieren' }),
      page('agbs', { name: 'agbs', title: 'Allgemeine Geschäftsbedingungen' }),
    ],
  },
];
