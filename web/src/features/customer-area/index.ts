/** What the app's routes use of the customer area (spec 2.4). */
export { DashboardPage } from './components/dashboard-page';
export { ContractsPage, DealsPage, WaitingForDeliveryPage } from './components/deal-list-page';
export { ContractPage, DealContractsPage, WaitingForDeliveryDealPage } from './components/deal-page';
export { DocumentPage, DocumentsPage } from './components/documents-page';
export { ProfilePage } from './components/profile-page';
export { ShopFormPage, ShopPage, ShopPendingPage, ShopSuccessPage } from './components/shop-pages';
