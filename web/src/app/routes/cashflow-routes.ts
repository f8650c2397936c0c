import type { RouteObject } from 'react-router';
import { RequireCustomer } from '../../features/wall';
import { indexPage, lazyComponent, page } from './route-helpers';

/** Spec 2.3: checkout steps (every step carries deal_id in the query) and the configurator; login required (spec 6). */
export const cashflowRoutes: RouteObject[] = [
  {
    Component: RequireCustomer,
    children: [
  {
    path: 'checkout',
    lazy: lazyComponent(() => import('../layouts/cashflow-layout').then((m) => m.CashflowLayout)),
    children: [
      indexPage({ name: 'checkout', title: 'Ihre Bestellung' }),
      page('personal-details', { name: 'checkout-personal-details', title: 'Persönliche Angaben' }),
      page('credit-check-details', { name: 'checkout-credit-check-details', title: 'Angaben zur Bonitätsprüfung' }),
      page('documents', { name: 'checkout-documents', title: 'Dokumente hochladen' }),
      page('extras', { name: 'checkout-extras', title: 'Extras auswählen' }),
      page('summary', { name: 'checkout-summary', title: 'Zusammenfassung' }),
      page('business-details', { name: 'checkout-business-details', title: 'Geschäftliche Angaben' }),
      page('company-details', { name: 'checkout-company-details', title: 'Angaben zum Unternehmen' }),
      page('owner-details', { name: 'checkout-owner-details', title: 'Angaben zum Inhaber' }),
      page('business-documents', { name: 'checkout-business-documents', title: 'Unternehmensdokumente hochladen' }),
      page('business-summary', { name: 'checkout-business-summary', title: 'Zusammenfassung' }),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/purchase-layout').then((m) => m.PurchaseLayout)),
    children: [page('checkout/success', { name: 'checkout-success', title: 'Vielen Dank für Ihre Bestellung' })],
  },
  {
    path: 'checkout/configurator',
    lazy: lazyComponent(() => import('../layouts/configurator-layout').then((m) => m.ConfiguratorLayout)),
    children: [
      indexPage({ name: 'checkout-configurator', title: 'Fahrzeug konfigurieren' }),
      page('summary', { name: 'checkout-configurator-summary', title: 'Ihre Konfiguration' }),
    ],
  },
    ],
  },
];
