/** What the app's routes use of the dealer discount table. */
export { DealerDiscountPage } from './components/dealer-discount-page';
