/** What the app's routes and layouts use of the checkout. */
export { CheckoutOrderAside } from './components/order-aside';
