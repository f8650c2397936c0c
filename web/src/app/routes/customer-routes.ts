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
/** The customer area's pages, one chunk for the group. */
const area = () => import('../../features/customer-area');

/** Spec 2.4: customer area, behind the login guard (spec 6). */
export const customerRoutes: RouteObject[] = [
  {
    path: 'customer',
    Component: RequireCustomer,
    children: [
      {
        lazy: customerList,
        children: [
          indexPage({ name: 'customer', title: 'Kundenbereich' }, () => area().then((m) => m.DashboardPage)),
          page('deals', { name: 'customer-deals', title: 'Meine Bestellungen' }, () => area().then((m) => m.DealsPage)),
          page('contracts', { name: 'customer-contracts', title: 'Meine Verträge' }, () => area().then((m) => m.ContractsPage)),
          page('documents', { name: 'customer-documents', title: 'Meine Dokumente' }, () => area().then((m) => m.DocumentsPage)),
          page('help', { name: 'customer-help', title: 'Hilfe und Kontakt' }, () => import('../../features/help/components/help-page').then((m) => m.CustomerHelpPage)),
        ],
      },
      {
        lazy: customerDetail,
        children: [
          page('deals/:id/contracts', { name: 'customer-deals-id-contracts', title: 'Verträge zu Ihrer Bestellung' }, () => area().then((m) => m.DealContractsPage)),
          page('contracts/:id', { name: 'customer-contracts-id', title: 'Vertragsdetails' }, () => area().then((m) => m.ContractPage)),
          page('documents/:id', { name: 'customer-documents-id', title: 'Dokument' }, () => area().then((m) => m.DocumentPage)),
          page('personal-details', { name: 'customer-personal-details', title: 'Persönliche Daten' }, () => import('./personal-details-page').then((m) => m.PersonalDetailsPage)),
        ],
      },
      {
        lazy: waitingForDelivery,
        children: [
          page('waiting-for-delivery', { name: 'customer-waiting-for-delivery', title: 'Warten auf die Auslieferung' }, () => area().then((m) => m.WaitingForDeliveryPage)),
          page('waiting-for-delivery/:id', { name: 'customer-waiting-for-delivery-id', title: 'Status Ihrer Auslieferung' }, () => area().then((m) => m.WaitingForDeliveryDealPage)),
        ],
      },
      {
        lazy: customerShop,
        children: [
          page('shop/:id', { name: 'customer-shop-id', title: 'Zusatzangebote' }, () => area().then((m) => m.ShopPage)),
          page('shop-form/:id', { name: 'customer-shop-form-id', title: 'Ihre Anfrage' }, () => area().then((m) => m.ShopFormPage)),
          page('shop-form/:id?/pending', { name: 'customer-shop-form-id-pending', title: 'Ihre Anfrage wird bearbeitet' }, () => area().then((m) => m.ShopPendingPage)),
          page('shop-form/:id?/success', { name: 'customer-shop-form-id-success', title: 'Ihre Anfrage ist eingegangen' }, () => area().then((m) => m.ShopSuccessPage)),
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
