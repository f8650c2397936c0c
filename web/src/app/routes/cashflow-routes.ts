import { CUSTOMER_DETAIL_SECTION_TITLES } from '@autoleasing/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireCustomer } from '../../features/wall';
import { indexPage, lazyComponent, page } from './route-helpers';

/** A checkout page component, loaded on demand with its route. */
const modules = {
  'checkout-start-page': () => import('../../features/checkout/components/checkout-start-page'),
  'personal-details-page': () => import('../../features/checkout/components/personal-details-page'),
  'credit-check-details-page': () => import('../../features/checkout/components/credit-check-details-page'),
  'business-details-page': () => import('../../features/checkout/components/business-details-page'),
  'company-details-page': () => import('../../features/checkout/components/company-details-page'),
  'owner-details-page': () => import('../../features/checkout/components/owner-details-page'),
  'documents-page': () => import('../../features/checkout/components/documents-page'),
  'extras-page': () => import('../../features/checkout/components/extras-page'),
  'summary-page': () => import('../../features/checkout/components/summary-page'),
  'success-page': () => import('../../features/checkout/components/success-page'),
  'configurator-page': () => import('../../features/checkout/components/configurator-page'),
  'configurator-summary-page': () => import('../../features/checkout/components/configurator-summary-page'),
};
const checkout =
  (module: keyof typeof modules, name: string) =>
  (): Promise<ComponentType> =>
    modules[module]().then((m) => (m as unknown as Record<string, ComponentType>)[name]);

/** Spec 2.3: checkout steps (every step carries deal_id in the query) and the configurator; login required (spec 6). */
export const cashflowRoutes: RouteObject[] = [
  {
    Component: RequireCustomer,
    children: [
  {
    path: 'checkout',
    lazy: lazyComponent(() => import('../layouts/cashflow-layout').then((m) => m.CashflowLayout)),
    children: [
      indexPage({ name: 'checkout', title: 'Ihre Bestellung' }, checkout('checkout-start-page', 'CheckoutStartPage')),
      page('personal-details', { name: 'checkout-personal-details', title: CUSTOMER_DETAIL_SECTION_TITLES.private_personal_details }, checkout('personal-details-page', 'PersonalDetailsPage')),
      page('credit-check-details', { name: 'checkout-credit-check-details', title: CUSTOMER_DETAIL_SECTION_TITLES.private_banking_details }, checkout('credit-check-details-page', 'CreditCheckDetailsPage')),
      page('documents', { name: 'checkout-documents', title: 'Dokumente hochladen' }, checkout('documents-page', 'DocumentsPage')),
      page('extras', { name: 'checkout-extras', title: 'Extras auswählen' }, checkout('extras-page', 'ExtrasPage')),
      page('summary', { name: 'checkout-summary', title: 'Zusammenfassung' }, checkout('summary-page', 'SummaryPage')),
      page('business-details', { name: 'checkout-business-details', title: CUSTOMER_DETAIL_SECTION_TITLES.business_company_manager_details }, checkout('business-details-page', 'BusinessDetailsPage')),
      page('company-details', { name: 'checkout-company-details', title: CUSTOMER_DETAIL_SECTION_TITLES.business_company_details }, checkout('company-details-page', 'CompanyDetailsPage')),
      page('owner-details', { name: 'checkout-owner-details', title: CUSTOMER_DETAIL_SECTION_TITLES.business_personal_details }, checkout('owner-details-page', 'OwnerDetailsPage')),
      page('business-documents', { name: 'checkout-business-documents', title: 'Unternehmensdokumente hochladen' }, checkout('documents-page', 'BusinessDocumentsPage')),
      page('business-summary', { name: 'checkout-business-summary', title: 'Zusammenfassung' }, checkout('summary-page', 'BusinessSummaryPage')),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/purchase-layout').then((m) => m.PurchaseLayout)),
    children: [page('checkout/success', { name: 'checkout-success', title: 'Vielen Dank für Ihre Bestellung' }, checkout('success-page', 'SuccessPage'))],
  },
  {
    path: 'checkout/configurator',
    lazy: lazyComponent(() => import('../layouts/configurator-layout').then((m) => m.ConfiguratorLayout)),
    children: [
      indexPage({ name: 'checkout-configurator', title: 'Fahrzeug konfigurieren' }, checkout('configurator-page', 'ConfiguratorPage')),
      page('summary', { name: 'checkout-configurator-summary', title: 'Ihre Konfiguration' }, checkout('configurator-summary-page', 'ConfiguratorSummaryPage')),
    ],
  },
    ],
  },
];
