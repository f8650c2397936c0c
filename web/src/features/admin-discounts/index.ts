/** What the app's routes use of the admin discounts screen. */
export { AdminDiscountsPage } from './components/admin-discounts-page';
