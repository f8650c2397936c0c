import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { createElement } from 'react';
import { RequireCustomer } from '../../features/wall';
import { indexPage, lazyComponent, page } from './route-helpers';

const customerList = lazyComponent(() => import('../layouts/customer-list-layout').then((m) => m.CustomerListLayout));
const customerDetail = lazyComponent(() => import('../layouts/customer-detail-layout').then((m) => m.CustomerDetailLayout));
const customerShop = lazyComponent(() => import('../layouts/customer-shop-layout').then((m) => m.CustomerShopLayout));
const waitingForDelivery = lazyComponent(() =>
  import('../layouts/waiting-for-delivery-layout').then((m) => m.WaitingForDeliveryLayout),
);

/** Spec 2.4: customer area, behind the login guard (spec 6). */
export const customerRoutes: RouteObject[] = [
  {
    path: 'customer',
    Component: RequireCustomer,
    children: [
      {
        lazy: customerList,
        children: [
          indexPage({ name: 'customer', title: 'Kundenbereich' }),
          page('deals', { name: 'customer-deals', title: 'Meine Bestellungen' }),
          page('contracts', { name: 'customer-contracts', title: 'Meine Verträge' }),
          page('documents', { name: 'customer-documents', title: 'Meine Dokumente' }),
          page('help', { name: 'customer-help', title: 'Hilfe und Kontakt' }),
        ],
      },
      {
        lazy: customerDetail,
        children: [
          page('deals/:id/contracts', { name: 'customer-deals-id-contracts', title: 'Verträge zu Ihrer Bestellung' }),
          page('contracts/:id', { name: 'customer-contracts-id', title: 'Vertragsdetails' }),
          page('documents/:id', { name: 'customer-documents-id', title: 'Dokument' }),
          page('personal-details', { name: 'customer-personal-details', title: 'Persönliche Daten' }),
        ],
      },
      {
        lazy: waitingForDelivery,
        children: [
          page('waiting-for-delivery', { name: 'customer-waiting-for-delivery', title: 'Warten auf die Auslieferung' }),
          page('waiting-for-delivery/:id', { name: 'customer-waiting-for-delivery-id', title: 'Status Ihrer Auslieferung' }),
        ],
      },
      {
        lazy: customerShop,
        children: [
          page('shop/:id', { name: 'customer-shop-id', title: 'Zusatzangebote' }),
          page('shop-form/:id', { name: 'customer-shop-form-id', title: 'Ihre Anfrage' }),
          page('shop-form/:id?/pending', { name: 'customer-shop-form-id-pending', title: 'Ihre Anfrage wird bearbeitet' }),
          page('shop-form/:id?/success', { name: 'customer-shop-form-id-success', title: 'Ihre Anfrage ist eingegangen' }),
        ],
      },
      // Spec 2.3: an inquired deal resumes with a full page load of /customer/deals/{id}/checkout#/car.
      page('deals/:id/checkout', { name: 'customer-deals-id-checkout', title: 'Fahrzeug konfigurieren' }, () =>
        import('../../features/checkout/components/customer-deal-checkout-page').then((m) => m.CustomerDealCheckoutPage),
      ),
      // Spec 2.4: any other route under the customer guard goes to the home page.
      { path: '*', element: createElement(Navigate, { to: '/', replace: true }) },
    ],
  },
];
